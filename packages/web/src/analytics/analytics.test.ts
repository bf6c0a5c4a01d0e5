import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../test/render.tsx";
import { type Analytics, createDeferredAnalytics, MAX_EARLY_CALLS } from "./analytics.ts";
import { FLUSH_INTERVAL_MS } from "./event-queue.ts";
import { ownStoreTransport } from "./own-store-transport.ts";
import { ANONYMOUS_ID_DAYS, ANONYMOUS_ID_KEY, QueuedAnalytics } from "./queued-analytics.ts";

const spy = (): Analytics & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    track: (name) => calls.push(`track ${name}`),
    pageView: (path) => calls.push(`page ${path}`),
    identify: (id) => calls.push(`identify ${id}`),
    reset: () => calls.push("reset"),
    register: () => calls.push("register"),
  };
};

describe("the app's analytics before and without settings", () => {
  it("holds early calls and replays them once started", () => {
    const { analytics, settle } = createDeferredAnalytics();
    analytics.pageView("/login");
    analytics.identify("7");
    const started = spy();
    settle(started);
    analytics.track("Dashboard Theme Toggled", { theme: "dark" });
    expect(started.calls).toEqual(["page /login", "identify 7", "track Dashboard Theme Toggled"]);
  });

  it("does nothing at all when settled without analytics (not production, or no token)", () => {
    const { analytics, settle } = createDeferredAnalytics();
    for (let i = 0; i < MAX_EARLY_CALLS + 10; i++) analytics.track("Early");
    settle(null);
    expect(() => {
      analytics.track("Later");
      analytics.pageView("/");
      analytics.identify("1");
      analytics.reset();
      analytics.register({ a: 1 });
    }).not.toThrow();
    // A later start would have nothing held: the early calls were dropped at settling.
    const late = spy();
    settle(late);
    expect(late.calls).toEqual([]);
  });
});

describe("analytics into our own store", () => {
  beforeEach(() => {
    localStorage.setItem(ANONYMOUS_ID_KEY, JSON.stringify({ id: "visitor-0001", expires: Date.parse("2027-01-01") }));
    vi.useFakeTimers({ now: new Date("2026-03-10T12:00:00.000Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("posts page views and events with the visitor's id to /api/app-events/, 5 s after the first", async () => {
    const calls = mockFetch({ "POST /api/app-events/": { status: 201, body: { accepted: 2 } } });
    const analytics = new QueuedAnalytics(ownStoreTransport());
    analytics.register({ variant: "team" });
    analytics.pageView("/acme/campaigns");
    analytics.identify("42");
    analytics.track("Dashboard Theme Toggled", { theme: "dark", long: "x".repeat(600) });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      events: [
        {
          name: "Page Viewed",
          properties: { variant: "team", path: "/acme/campaigns" },
          at: "2026-03-10T12:00:00.000Z",
          anonymous_id: "visitor-0001",
        },
        {
          name: "Dashboard Theme Toggled",
          properties: { variant: "team", theme: "dark", long: "x".repeat(500) },
          at: "2026-03-10T12:00:00.000Z",
          anonymous_id: "visitor-0001",
        },
      ],
    });
  });

  it("retries when the store is busy and drops a batch it refuses", async () => {
    let status = 429;
    const calls = mockFetch({ "POST /api/app-events/": () => ({ status, body: { detail: "no" } }) });
    const analytics = new QueuedAnalytics(ownStoreTransport());
    analytics.track("First");
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS + 1000);
    expect(calls).toHaveLength(2);
    status = 400;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(3);
  });

  it("keeps a visitor id for 365 days, then starts a new one", async () => {
    const calls = mockFetch({ "POST /api/app-events/": { status: 201, body: { accepted: 1 } } });
    const day = 86_400_000;
    localStorage.setItem(ANONYMOUS_ID_KEY, JSON.stringify({ id: "visitor-0001", expires: Date.now() + day }));
    new QueuedAnalytics(ownStoreTransport()).track("Kept");
    vi.setSystemTime(Date.now() + 2 * day);
    const renewedAt = Date.now();
    const later = new QueuedAnalytics(ownStoreTransport());
    later.track("Renewed");
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    const ids = calls.map((c) => (c.body as { events: { anonymous_id: string }[] }).events[0]?.anonymous_id);
    expect(ids[0]).toBe("visitor-0001");
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    const stored = JSON.parse(localStorage.getItem(ANONYMOUS_ID_KEY) ?? "{}") as { id: string; expires: number };
    expect(stored).toEqual({ id: ids[1], expires: renewedAt + ANONYMOUS_ID_DAYS * day });
  });
});
