import { Worker } from "node:worker_threads";
import { yieldToEventLoop } from "../../db/database.ts";
import { type ChunkResult, type ChunkTask, prepareChunk } from "./prepare-chunk.ts";

type Pending = { resolve: (result: ChunkResult) => void; reject: (error: Error) => void; task: ChunkTask };
type Slot = { worker: Worker; pending: Map<number, Pending> };
/**
 * The worker's old-generation limit: left alone, V8 lets the heap grow with the garbage of parsed
 * chunks, collected lazily, and an import's peak memory with it. A chunk that does not fit (one
 * enormous line) stops the thread; it is then prepared on the main thread, which still holds its
 * data (see ingest: chunks are copied to the worker, not transferred).
 */
const MAX_OLD_GENERATION_MB = 128;

type WorkerMessage = { ready: true } | { ok: true; result: ChunkResult } | { ok: false; seq: number; message: string };

/**
 * The worker threads that prepare an import's chunks (parse, map, enrich, encode) while the main
 * thread writes. The worker runs TypeScript through tsx, as the server does; where threads cannot
 * start, chunks are prepared on the main thread instead (same code, just less parallel).
 */
export class ChunkPool {
  private slots: Slot[] = [];
  private starting: Promise<void> | null = null;

  /**
   * `youngGenerationMb` sizes the heap where a page's parsed JSON lives and dies: bigger costs
   * memory, smaller costs collection time (see ingest).
   */
  constructor(
    private readonly size: number,
    private readonly youngGenerationMb: number,
  ) {}

  /** Starts the threads; resolves when each has loaded its code or failed to. */
  private start(): Promise<void> {
    const ready: Promise<void>[] = [];
    const target = new URL("./ingest-worker.ts", import.meta.url).href;
    const tsx = import.meta.resolve("tsx/esm/api");
    const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(target)});`;
    for (let i = 0; i < this.size; i++) {
      const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), {
        resourceLimits: {
          maxOldGenerationSizeMb: MAX_OLD_GENERATION_MB,
          maxYoungGenerationSizeMb: this.youngGenerationMb,
        },
      });
      const slot: Slot = { worker, pending: new Map() };
      ready.push(
        new Promise((resolve) => {
          worker.once("message", () => resolve());
          worker.once("error", () => resolve());
          worker.once("exit", () => resolve());
        }),
      );
      worker.on("message", (message: WorkerMessage) => {
        if ("ready" in message) return;
        const seq = message.ok ? message.result.seq : message.seq;
        const waiting = slot.pending.get(seq);
        slot.pending.delete(seq);
        if (message.ok) waiting?.resolve(message.result);
        else waiting?.reject(new Error(message.message));
      });
      // A thread that cannot start (or dies): its chunks are prepared here instead.
      worker.on("error", () => this.fail(slot));
      worker.on("exit", () => this.fail(slot));
      this.slots.push(slot);
    }
    return Promise.all(ready).then(() => {});
  }

  private fail(slot: Slot): void {
    this.slots = this.slots.filter((s) => s !== slot);
    // Its chunks were copied to it, so they are still here to prepare.
    for (const waiting of slot.pending.values()) this.runHere(waiting.task).then(waiting.resolve, waiting.reject);
    slot.pending.clear();
  }

  private async runHere(task: ChunkTask): Promise<ChunkResult> {
    // Let writes in flight, and requests, make progress between chunks.
    await yieldToEventLoop();
    return prepareChunk(task);
  }

  /** Prepares a chunk on the least busy thread. */
  async run(task: ChunkTask): Promise<ChunkResult> {
    if (this.size > 0 && !this.starting) this.starting = this.start();
    await this.starting;
    const slot = this.slots.reduce<Slot | undefined>(
      (best, s) => (!best || s.pending.size < best.pending.size ? s : best),
      undefined,
    );
    if (!slot) return this.runHere(task);
    return new Promise((resolve, reject) => {
      slot.pending.set(task.seq, { resolve, reject, task });
      slot.worker.postMessage(task);
    });
  }

  async close(): Promise<void> {
    await this.starting;
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
