import { readStorage, removeStorage, writeStorage } from "../api/browser-storage.ts";
import type { Analytics, AnalyticsProperties, AnalyticsRecord, AnalyticsTransport } from "./analytics.ts";
import { EventQueue } from "./event-queue.ts";

export const ANONYMOUS_ID_KEY = "xa.analytics.anonymous-id";
/** How long a visitor id is kept, as an analytics cookie would be. */
export const ANONYMOUS_ID_DAYS = 365;
const ID = /^[A-Za-z0-9_-]{8,64}$/;

function newAnonymousId(): string {
  const id = crypto.randomUUID();
  writeStorage(ANONYMOUS_ID_KEY, JSON.stringify({ id, expires: Date.now() + ANONYMOUS_ID_DAYS * 86_400_000 }));
  return id;
}

/** This browser's random visitor id, kept for a year so the steps before signing in join up; then a new one. */
function storedAnonymousId(): string {
  try {
    const stored = JSON.parse(readStorage(ANONYMOUS_ID_KEY) ?? "null") as { id?: unknown; expires?: unknown } | null;
    if (
      typeof stored?.id === "string" &&
      ID.test(stored.id) &&
      typeof stored.expires === "number" &&
      stored.expires > Date.now()
    )
      return stored.id;
  } catch {
    // Not ours, or from an older build: a new id replaces it.
  }
  return newAnonymousId();
}

/** Analytics that queue every call for one transport, in batches. */
export class QueuedAnalytics implements Analytics {
  private readonly queue: EventQueue<AnalyticsRecord>;
  private anonymousId = storedAnonymousId();
  private userId: string | null = null;
  private registered: AnalyticsProperties = {};

  constructor(transport: AnalyticsTransport) {
    this.queue = new EventQueue(transport.send);
  }

  track(name: string, properties: AnalyticsProperties = {}): void {
    this.record("track", name, properties);
  }

  pageView(path: string): void {
    this.record("page", "Page Viewed", { path });
  }

  identify(userId: string): void {
    if (userId === this.userId) return;
    this.userId = userId;
    this.record("identify", "Identified", {});
  }

  reset(): void {
    removeStorage(ANONYMOUS_ID_KEY);
    this.anonymousId = newAnonymousId();
    this.userId = null;
    this.registered = {};
  }

  register(properties: AnalyticsProperties): void {
    this.registered = { ...this.registered, ...properties };
  }

  /** Sends what is queued now (the page is being hidden). */
  flush(): Promise<void> {
    return this.queue.flush(true);
  }

  private record(type: AnalyticsRecord["type"], name: string, properties: AnalyticsProperties): void {
    this.queue.push({
      type,
      name,
      properties: { ...this.registered, ...properties },
      at: new Date().toISOString(),
      anonymousId: this.anonymousId,
      userId: this.userId,
    });
  }
}
