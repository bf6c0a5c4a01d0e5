/** Events sent in one request, at most. */
export const BATCH_SIZE = 50;
/** Queued events are sent this long after the first of them, unless a full batch goes first. */
export const FLUSH_INTERVAL_MS = 5000;
/** One request is given up (and retried) after this long. */
export const REQUEST_TIMEOUT_MS = 90_000;
/** The first retry waits this long; each further one twice as long as the one before. */
export const FIRST_RETRY_DELAY_MS = 1000;
/** A batch that still fails this long after its first failure is dropped (after a last try then). */
export const MAX_RETRY_MS = 10 * 60_000;
/** Events kept while the endpoint is unreachable; past this the oldest go, so a long outage costs no memory. */
export const MAX_QUEUED_EVENTS = 1000;

/** What a send came to: delivered, worth another try (network, timeout, 429, 5xx), or refused for good. */
export type SendResult = "sent" | "retry" | "drop";
export type SendBatch<E> = (batch: E[], signal: AbortSignal) => Promise<SendResult>;

/** What an HTTP status means for a batch: a network failure (0), timeout, 429 or 5xx is worth another try. */
export function resultOfStatus(status: number): SendResult {
  if (status >= 200 && status < 300) return "sent";
  return status === 0 || status === 408 || status === 429 || status >= 500 ? "retry" : "drop";
}

/** How long the nth retry (from 1) waits before the cap of the retry window applies. */
export function retryDelay(retry: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (retry - 1), MAX_RETRY_MS);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Gathers events and sends them in batches of 50, every 5 s or as soon as a batch is full, one request at a
 * time. A failed batch is retried with doubling delays for up to 10 minutes, then dropped.
 */
export class EventQueue<E> {
  private queued: E[] = [];
  private sending = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: SendBatch<E>,
    private readonly onDropped: (count: number) => void = () => {},
  ) {}

  push(event: E): void {
    this.queued.push(event);
    if (this.queued.length > MAX_QUEUED_EVENTS) this.onDropped(this.queued.splice(0, 1).length);
    if (this.queued.length >= BATCH_SIZE) void this.flush(false);
    else if (this.timer === null) this.timer = setTimeout(() => void this.flush(true), FLUSH_INTERVAL_MS);
  }

  /** Events waiting to be sent. */
  get size(): number {
    return this.queued.length;
  }

  /** Sends what is queued: every event (`all`), or only full batches. */
  async flush(all = true): Promise<void> {
    if (this.sending) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.sending = true;
    try {
      while (this.queued.length >= (all ? 1 : BATCH_SIZE)) await this.deliver(this.queued.splice(0, BATCH_SIZE));
    } finally {
      this.sending = false;
    }
    if (this.queued.length > 0 && this.timer === null)
      this.timer = setTimeout(() => void this.flush(true), FLUSH_INTERVAL_MS);
  }

  private async deliver(batch: E[]): Promise<void> {
    let firstFailure: number | null = null;
    for (let retry = 1; ; retry++) {
      const result = await this.attempt(batch);
      if (result === "sent") return;
      if (result === "drop") {
        this.onDropped(batch.length);
        return;
      }
      firstFailure ??= Date.now();
      const left = firstFailure + MAX_RETRY_MS - Date.now();
      if (left <= 0) {
        this.onDropped(batch.length);
        return;
      }
      await sleep(Math.min(retryDelay(retry), left));
    }
  }

  private async attempt(batch: E[]): Promise<SendResult> {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      return await this.send(batch, controller.signal);
    } catch {
      return "retry";
    } finally {
      clearTimeout(timeout);
    }
  }
}
