import { MessageChannel, Worker } from "node:worker_threads";
import { yieldToEventLoop } from "../../db/database.ts";
import { type ChunkResult, type ChunkTask, prepareChunk } from "./prepare-chunk.ts";
import { type ThreadEntry, threadBundles } from "./thread-bundle.ts";

type Pending = { resolve: (result: ChunkResult) => void; reject: (error: Error) => void; task: ChunkTask };
type Slot = { worker: Worker; pending: Map<number, Pending> };
/**
 * The worker's old-generation limit: left alone, V8 lets the heap grow with the garbage of parsed
 * chunks, collected lazily, and an import's peak memory with it. A chunk that does not fit (one
 * enormous line) stops the thread; it is then prepared on the main thread, which still holds its
 * data (see ingest: chunks are shared with the worker, not transferred).
 */
const MAX_OLD_GENERATION_MB = 128;
/**
 * The Japanese analyser thread's heap: its dictionary lives outside it, and it holds only a cache
 * and each request's morphemes, briefly.
 */
export const ANALYSER_OLD_GENERATION_MB = 64;
export const ANALYSER_YOUNG_GENERATION_MB = 4;

type WorkerMessage = { ready: true } | { ok: true; result: ChunkResult } | { ok: false; seq: number; message: string };

/**
 * The worker threads that prepare an import's chunks (parse, map, enrich, encode) while the main
 * thread writes. The worker runs TypeScript through tsx, as the server does; where threads cannot
 * start, chunks are prepared on the main thread instead (same code, just less parallel).
 */
export class ChunkPool {
  private slots: Slot[] = [];
  /** threads started so far (a failed one is not started again), each resolved once it has loaded */
  private started: Promise<void>[] = [];
  /** chunks given and not yet prepared */
  private inFlight = 0;

  /**
   * Up to `size` threads, each started when a chunk finds the others busy, so a small file starts
   * one. `youngGenerationMb` sizes the heap where a page's parsed JSON lives and dies: bigger costs
   * memory, smaller costs collection time (see ingest).
   */
  constructor(
    private readonly size: number,
    private readonly youngGenerationMb: number,
  ) {}

  /** The thread that analyses the preparing threads' Japanese, started with the first of them. */
  private analyser: Worker | null = null;
  private analyserGone = false;

  /** Starts a thread; resolves when it has loaded its code or failed to. */
  private async startOne(): Promise<void> {
    const bundles = await threadBundles();
    const worker = startThread("ingest-worker", bundles, MAX_OLD_GENERATION_MB, this.youngGenerationMb);
    // Each preparing thread reaches the analyser through a channel of its own; if the analyser
    // cannot start or dies, the channel closes and the thread analyses its Japanese itself.
    if (!this.analyser) {
      const analyser = startThread(
        "japanese-worker",
        bundles,
        ANALYSER_OLD_GENERATION_MB,
        ANALYSER_YOUNG_GENERATION_MB,
      );
      analyser.on("error", () => {});
      analyser.on("exit", () => {
        this.analyserGone = true;
      });
      this.analyser = analyser;
    }
    if (!this.analyserGone) {
      const { port1, port2 } = new MessageChannel();
      this.analyser.postMessage(port1, [port1]);
      worker.postMessage({ japanese: port2 }, [port2]);
    }
    const slot: Slot = { worker, pending: new Map() };
    const ready = new Promise<void>((resolve) => {
      worker.once("message", () => resolve());
      worker.once("error", () => resolve());
      worker.once("exit", () => resolve());
    });
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
    await ready;
  }

  private fail(slot: Slot): void {
    this.slots = this.slots.filter((s) => s !== slot);
    // Its chunks were shared with it, so they are still here to prepare.
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
    this.inFlight++;
    try {
      if (this.started.length < this.size && this.inFlight > this.started.length) this.started.push(this.startOne());
      await Promise.all(this.started);
      const slot = this.slots.reduce<Slot | undefined>(
        (best, s) => (!best || s.pending.size < best.pending.size ? s : best),
        undefined,
      );
      if (!slot) return await this.runHere(task);
      return await new Promise((resolve, reject) => {
        slot.pending.set(task.seq, { resolve, reject, task });
        slot.worker.postMessage(task);
      });
    } finally {
      this.inFlight--;
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.started);
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => s.worker.terminate()));
    await this.analyser?.terminate();
    this.analyser = null;
  }
}

/**
 * A thread running one of this folder's entry points: bundled (see threadBundles), or else the
 * TypeScript through tsx, as the server runs.
 */
export function startThread(
  entry: ThreadEntry,
  bundles: Map<ThreadEntry, URL> | null,
  oldGenerationMb: number,
  youngGenerationMb: number,
): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: oldGenerationMb, maxYoungGenerationSizeMb: youngGenerationMb };
  const bundled = bundles?.get(entry);
  // Not this process's flags: they load tsx, which bundled code does not need.
  if (bundled) return new Worker(bundled, { execArgv: [], resourceLimits });
  const target = new URL(`./${entry}.ts`, import.meta.url).href;
  const tsx = import.meta.resolve("tsx/esm/api");
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(target)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { resourceLimits });
}
