import { serverMessage } from "@xa/core/social/server-messages";
import { type Db, yieldToEventLoop } from "../../db/database.ts";
import { countImported } from "../../http/metrics.ts";
import { isDataError, type RejectedRow } from "../upsert-isolating.ts";
import { addWriteCounts, type WriteCounts, writeEncodedBatch } from "../write-items.ts";
import type { IngestProgress } from "./ingest.ts";
import type { ChunkResult } from "./prepare-chunk.ts";

const MAX_BAD_LINES = 100;
/** Rows remembered to leave out unchanged repeats (bounded: memory stays flat). */
const MAX_REMEMBERED = 200_000;

/**
 * The rows to write: those whose fingerprint differs from the last written for their account
 * (`last`, updated as rows are kept). The rest are counted as unchanged without a round trip.
 */
function unwritten(accounts: readonly string[], fingerprints: readonly number[], last: Map<string, number>): number[] {
  const keep: number[] = [];
  for (let i = 0; i < accounts.length; i++) {
    const id = accounts[i] as string;
    const fingerprint = fingerprints[i] as number;
    if (last.get(id) === fingerprint) continue;
    if (last.size >= MAX_REMEMBERED) last.clear();
    last.set(id, fingerprint);
    keep.push(i);
  }
  return keep;
}

/** Counts a row the database refused as a skipped record, and lists it with its line. */
function addRejected(progress: IngestProgress, row: RejectedRow): void {
  const reason = serverMessage("rejectedRow");
  progress.skipped[reason] = (progress.skipped[reason] ?? 0) + 1;
  if (progress.badLines.length >= MAX_BAD_LINES) return;
  const message = serverMessage("rejectedRowLine", { kind: row.table, id: row.label, detail: row.message });
  progress.badLines.push({ line: row.line, message });
}

export type BatchWriterOptions = {
  db: Db;
  onProgress?: (progress: IngestProgress) => void;
  onCommit?: (tx: Db, progress: IngestProgress) => Promise<void>;
  /** when aborted, no further batch is written (the one under way commits) and the import ends with its reason */
  signal?: AbortSignal | undefined;
};

/** PostgreSQL's code for a transaction it aborted to break a deadlock: trying again is the remedy. */
const DEADLOCK_DETECTED = "40P01";
const MAX_ATTEMPTS = 3;

/**
 * Writes prepared batches in file order, one at a time, each in one transaction with its share of
 * the summary (and the caller's checkpoint), so what is committed and what the checkpoint says
 * never differ. Batches may be prepared out of order and ahead; `add` waits when too many are
 * queued. (Not two batches written at once: preparing is the slower stage, and they could
 * deadlock, as a batch COPYs its new rows, then merges its stored ones.)
 */
export class BatchWriter {
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;
  private wake: (() => void)[] = [];
  private failure: unknown = null;
  // Popular authors appear on page after page: a profile (or a day's follower counts) the same as
  // the one last written for its account is not sent again.
  private lastProfiles = new Map<string, number>();
  private lastSnapshots = new Map<string, number>();

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
    await yieldToEventLoop();
    this.options.signal?.throwIfAborted();
    const { batch } = result;
    const picked = {
      accounts: unwritten(batch.accounts.keys, batch.accounts.fingerprints, this.lastProfiles),
      snapshots: unwritten(batch.snapshotAccounts, batch.snapshots.fingerprints, this.lastSnapshots),
    };
    // Another import writing the same rows at the same time can deadlock with this one; PostgreSQL
    // then aborts one of the two, which tries again. A batch the database refused for the data of
    // some row (one the mappers' checks let through) is written again without the refused rows,
    // which are reported as bad lines. The summary changes only once a batch is in.
    let isolate = false;
    for (let attempt = 1; ; attempt++) {
      try {
        let written: WriteCounts | undefined;
        const next = await this.options.db.transaction(async (tx) => {
          const rejected: RejectedRow[] | undefined = isolate ? [] : undefined;
          const counts = await writeEncodedBatch(tx, batch, picked, rejected);
          written = counts;
          counts.accounts.unchanged += batch.accounts.keys.length - picked.accounts.length;
          counts.snapshots.unchanged += batch.snapshotAccounts.length - picked.snapshots.length;
          const next = structuredClone(this.progress);
          addWriteCounts(next.written, counts);
          for (const [reason, n] of Object.entries(result.skipped))
            next.skipped[reason] = (next.skipped[reason] ?? 0) + n;
          for (const bad of result.badLines) if (next.badLines.length < MAX_BAD_LINES) next.badLines.push(bad);
          for (const row of rejected ?? []) addRejected(next, row);
          next.read = Math.max(next.read, read);
          next.bytes = Math.max(next.bytes, bytes);
          await this.options.onCommit?.(tx, next);
          return next;
        });
        Object.assign(this.progress, next);
        // Counted once committed, so a batch tried again is not counted twice.
        if (written) countImported(written);
        this.options.onProgress?.(this.progress);
        return;
      } catch (error) {
        if (!isolate && isDataError(error)) {
          isolate = true;
          continue;
        }
        if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /** Waits until every queued batch is written (or the import failed). */
  async drain(): Promise<void> {
    await this.chain;
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
