import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BATCH_SIZE,
  EventQueue,
  FLUSH_INTERVAL_MS,
  MAX_RETRY_MS,
  REQUEST_TIMEOUT_MS,
  retryDelay,
  type SendResult,
} from "./event-queue.ts";

/** A send that records each batch with the fake clock's time, and answers what the test says. */
function recordingSend(answer: (attempt: number) => SendResult | "hang" = () => "sent") {
  const calls: { at: number; batch: number[]; signal: AbortSignal }[] = [];
  const send = vi.fn(async (batch: number[], signal: AbortSignal): Promise<SendResult> => {
    calls.push({ at: Date.now(), batch, signal });
    const result = answer(calls.length);
    if (result !== "hang") return result;
    return new Promise((_, reject) => signal.addEventListener("abort", () => reject(new Error("timed out"))));
  });
  return { send, calls };
}

describe("the analytics event queue", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends a full batch of 50 at once and the rest 5 s later", async () => {
    const { send, calls } = recordingSend();
    const queue = new EventQueue(send);
    for (let i = 0; i < 120; i++) queue.push(i);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.batch.length)).toEqual([BATCH_SIZE, BATCH_SIZE]);
    expect(calls[0]?.batch[0]).toBe(0);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.batch)).toEqual([
      Array.from({ length: 50 }, (_, i) => i),
      Array.from({ length: 50 }, (_, i) => i + 50),
      Array.from({ length: 20 }, (_, i) => i + 100),
    ]);
    expect(queue.size).toBe(0);
  });

  it("flushes a few events 5 s after the first of them, and nothing when there is nothing", async () => {
    const { send, calls } = recordingSend();
    const queue = new EventQueue(send);
    queue.push(1);
    await vi.advanceTimersByTimeAsync(2000);
    queue.push(2);
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([expect.objectContaining({ at: 5000, batch: [1, 2] })]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });

  it("doubles the wait between retries, from 1 s", async () => {
    expect([1, 2, 3, 4, 9, 10, 11].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 256_000, 512_000, MAX_RETRY_MS]);
    const { send, calls } = recordingSend((attempt) => (attempt < 4 ? "retry" : "sent"));
    const queue = new EventQueue(send);
    queue.push(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.map((c) => c.at)).toEqual([5000, 6000, 8000, 12_000]);
    expect(calls.every((c) => c.batch[0] === 1)).toBe(true);
  });

  it("retries a failing batch for 10 minutes, then drops it and goes on with the next", async () => {
    let failing = true;
    const { send, calls } = recordingSend(() => (failing ? "retry" : "sent"));
    const dropped = vi.fn();
    const queue = new EventQueue(send, dropped);
    queue.push(1);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    queue.push(2);
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS + 60_000);
    // 1 s, 2 s, 4 s ... 256 s after the first failure, then a last try as the 10 minutes end.
    const first = 5000;
    const retries = [1, 3, 7, 15, 31, 63, 127, 255, 511].map((s) => first + s * 1000);
    const forOne = calls.filter((c) => c.batch[0] === 1).map((c) => c.at);
    expect(forOne).toEqual([first, ...retries, first + MAX_RETRY_MS]);
    expect(dropped).toHaveBeenCalledWith(1);
    // The event queued meanwhile is tried next, and delivered once the endpoint is back.
    failing = false;
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS);
    expect(calls.at(-1)?.batch).toEqual([2]);
  });

  it("gives a request 90 s before it counts as failed", async () => {
    const { send, calls } = recordingSend((attempt) => (attempt === 1 ? "hang" : "sent"));
    const queue = new EventQueue(send);
    queue.push(1);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS + REQUEST_TIMEOUT_MS - 1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((c) => c.at)).toEqual([5000, 5000 + REQUEST_TIMEOUT_MS + 1000]);
  });

  it("drops a batch the endpoint refuses, without retrying", async () => {
    const { send, calls } = recordingSend(() => "drop");
    const dropped = vi.fn();
    const queue = new EventQueue(send, dropped);
    queue.push(1);
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS);
    expect(calls).toHaveLength(1);
    expect(dropped).toHaveBeenCalledWith(1);
  });
});
