import type { Db } from "../../db/database.ts";
import { addWriteCounts, writeEncodedBatch } from "../write-items.ts";
import type { IngestProgress } from "./ingest.ts";
import type { ChunkResult } from "./prepare-chunk.ts";

const MAX_BAD_LINES = 100;
/** Profiles remembered to leave out unchanged repeats (bounded: memory stays flat). */
const MAX_REMEMBERED_ACCOUNTS = 200_000;

export type BatchWriterOptions = {
  db: Db;
  parallel: number;
  onProgress?: (progress: IngestProgress) => void;
  onCommit?: (tx: Db, progress: IngestProgress) => Promise<void>;
};

/**
 * Writes prepared batches in file order, each in one transaction with its share of the summary
 * (and the caller's checkpoint), so what is committed and what the checkpoint says never differ.
 * Batches may be prepared out of order and ahead; `add` waits when too many are queued.
 */
export class BatchWriter {
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;
  private wake: (() => void)[] = [];
  private writing = new Set<Promise<void>>();
  private failure: unknown = null;
  // Popular authors appear on page after page: a profile the same as the one last written for
  // its id is not sent again (less work, and no row-lock contention between parallel batches).
  private lastWritten = new Map<string, number>();

  constructor(
    private readonly options: BatchWriterOptions,
    readonly progress: IngestProgress,
  ) {}

  /** Queues a batch (being prepared) that ends at `read` records and `bytes` of the file. */
  async add(result: Promise<ChunkResult>, read: number, bytes: number, maxQueued: number): Promise<void> {
    if (this.failure) throw this.failure;
    result.catch(() => {}); // handled in the chain, in order
    this.queued++;
    this.chain = this.chain
      .then(async () => {
        if (this.failure) return;
        await this.write(await result, read, bytes);
      })
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => {
        this.queued--;
        for (const wake of this.wake.splice(0)) wake();
      });
    while (this.queued >= maxQueued && !this.failure) await new Promise<void>((resolve) => this.wake.push(resolve));
    if (this.failure) throw this.failure;
  }

  /** Records that need no writing (committed by an earlier run, or nothing left after the last batch). */
  skipTo(read: number, bytes: number): void {
    this.progress.read = Math.max(this.progress.read, read);
    this.progress.bytes = Math.max(this.progress.bytes, bytes);
  }

  private async write(result: ChunkResult, read: number, bytes: number): Promise<void> {
    const { batch } = result;
    const keep: number[] = [];
    for (let i = 0; i < batch.accounts.keys.length; i++) {
      const id = batch.accounts.keys[i] as string;
      const fingerprint = batch.accounts.fingerprints[i] as number;
      if (this.lastWritten.get(id) === fingerprint) continue;
      if (this.lastWritten.size >= MAX_REMEMBERED_ACCOUNTS) this.lastWritten.clear();
      this.lastWritten.set(id, fingerprint);
      keep.push(i);
    }
    const repeated = batch.accounts.keys.length - keep.length;
    while (this.writing.size >= this.options.parallel) await Promise.race(this.writing);
    if (this.failure) throw this.failure;
    const progress = this.progress;
    const write = this.options.db
      .transaction(async (tx) => {
        const counts = await writeEncodedBatch(tx, batch, keep);
        counts.accounts.unchanged += repeated;
        addWriteCounts(progress.written, counts);
        for (const [reason, n] of Object.entries(result.skipped))
          progress.skipped[reason] = (progress.skipped[reason] ?? 0) + n;
        for (const bad of result.badLines) if (progress.badLines.length < MAX_BAD_LINES) progress.badLines.push(bad);
        progress.read = Math.max(progress.read, read);
        progress.bytes = Math.max(progress.bytes, bytes);
        await this.options.onCommit?.(tx, progress);
      })
      .then(() => this.options.onProgress?.(progress))
      .catch((error: unknown) => {
        // Surfaced at the next add or at the end, not as an unhandled rejection.
        this.failure ??= error;
      })
      .finally(() => this.writing.delete(write));
    this.writing.add(write);
  }

  /** Waits until every queued batch is written (or the import failed). */
  async drain(): Promise<void> {
    await this.chain;
    await Promise.all(this.writing);
  }

  /** Waits for everything queued; throws what went wrong, if anything did. */
  async finish(): Promise<void> {
    await this.drain();
    if (this.failure) throw this.failure;
  }

  /** After a failure elsewhere: stops writing further batches and waits for those under way. */
  async abandon(): Promise<void> {
    this.failure ??= new Error("import abandoned");
    await this.drain().catch(() => {});
  }
}
