import { detectFormat, type ImportFormat } from "@xa/core/social/detect-format";
import type { CsvMapping } from "@xa/core/social/map-csv";
import type { ImportItem, SourceKind } from "@xa/core/social/records";
import type { Db } from "../../db/database.ts";
import {
  addWriteCounts,
  emptyWriteCounts,
  type PreparedBatch,
  prepareBatch,
  type WriteCounts,
  writeBatch,
} from "../write-items.ts";
import { readItems } from "./read-items.ts";

/** A file that cannot be imported at all (unknown format, unreadable). */
export class IngestError extends Error {}

/** Where an import stands; also its final summary. */
export type IngestProgress = {
  format: ImportFormat | null;
  /** records read: lines, array elements or CSV rows, bad ones included */
  read: number;
  bytes: number;
  written: WriteCounts;
  skipped: Record<string, number>;
  /** the first bad records, with their line numbers */
  badLines: { line: number; message: string }[];
  csvPreset?: string;
};

export type IngestOptions = {
  db: Db;
  input: AsyncIterable<Buffer | string>;
  filename: string;
  format?: ImportFormat | undefined;
  map?: CsvMapping | undefined;
  source?: SourceKind;
  /** items per transaction */
  batchSize?: number;
  /** records already committed by an earlier run of the same import: read, not written again */
  resumeAfter?: number;
  onProgress?: (progress: IngestProgress) => void;
  /** runs inside each batch's transaction (a job saves its checkpoint there) */
  onCommit?: (tx: Db, progress: IngestProgress) => Promise<void>;
  /**
   * batches written at once (default: 2 on PostgreSQL, which then uses a second core; 1 on
   * PGlite, and 1 with onCommit, so a checkpoint never runs ahead of an uncommitted batch)
   */
  parallel?: number;
};

const MAX_BAD_LINES = 100;
const PEEK_BYTES = 64 * 1024;

/** Peeks at the head of a stream (for format detection) and gives back a stream that replays it. */
async function peek(input: AsyncIterable<Buffer | string>): Promise<{ head: string; stream: AsyncIterable<Buffer> }> {
  const source = input[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let size = 0;
  while (size < PEEK_BYTES) {
    const next = await source.next();
    if (next.done) break;
    const chunk = typeof next.value === "string" ? Buffer.from(next.value) : next.value;
    seen.push(chunk);
    size += chunk.length;
  }
  const head = Buffer.concat(seen).subarray(0, PEEK_BYTES).toString("utf8");
  async function* replay(): AsyncGenerator<Buffer> {
    yield* seen;
    for (let next = await source.next(); !next.done; next = await source.next()) {
      yield typeof next.value === "string" ? Buffer.from(next.value) : next.value;
    }
  }
  return { head, stream: replay() };
}

/**
 * Imports a file into the store, streaming: records are read, mapped, enriched and upserted in
 * batches, each batch one transaction, so memory stays flat and a crash loses nothing committed.
 * While one batch is written, the next is read and prepared.
 */
export async function ingest(options: IngestOptions): Promise<IngestProgress> {
  const { head, stream } = await peek(options.input);
  const progress: IngestProgress = {
    format: null,
    read: 0,
    bytes: 0,
    written: emptyWriteCounts(),
    skipped: {},
    badLines: [],
  };
  if (head.trim() === "") {
    progress.skipped["empty file"] = 1;
    return progress;
  }
  const format = options.format ?? detectFormat(head, options.filename);
  if (!format) {
    throw new IngestError(`Cannot tell the format of ${options.filename}: pass --format x-v2, x-v1 or csv`);
  }
  progress.format = format;
  const source: SourceKind = options.source ?? format;
  const batchSize = options.batchSize ?? 5000;
  const resumeAfter = options.resumeAfter ?? 0;
  let items: ImportItem[] = [];
  const parallel = options.parallel ?? (options.onCommit || options.db.kind === "pglite" ? 1 : 2);
  const writing = new Set<Promise<void>>();
  let failure: unknown = null;
  // Popular authors appear on page after page: an account already written unchanged in this
  // import is not sent again (less work, and no row-lock contention between parallel batches).
  const seenAccounts = new Map<string, number>();
  let repeatedAccounts = 0;
  const skip = (reason: string, n = 1) => {
    progress.skipped[reason] = (progress.skipped[reason] ?? 0) + n;
  };

  const flush = async (batch: PreparedBatch, read: number, bytes: number) => {
    while (writing.size >= parallel) await Promise.race(writing);
    if (failure) throw failure;
    const write = options.db
      .transaction(async (tx) => {
        const counts = await writeBatch(tx, batch);
        addWriteCounts(progress.written, counts);
        progress.read = Math.max(progress.read, read);
        progress.bytes = Math.max(progress.bytes, bytes);
        await options.onCommit?.(tx, progress);
      })
      .catch((error: unknown) => {
        // Surfaced at the next flush or at the end, not as an unhandled rejection.
        failure ??= error;
      })
      .finally(() => writing.delete(write));
    writing.add(write);
  };

  const records = readItems(stream, format, {
    ...(options.map ? { map: options.map } : {}),
    onCsvMapping: (_mapping, preset) => {
      progress.csvPreset = preset;
    },
  });
  let read = 0;
  let bytes = 0;
  for await (const record of records) {
    read++;
    bytes = record.bytes;
    if (read <= resumeAfter) continue;
    if ("error" in record) {
      skip(record.error.startsWith("malformed JSON") ? "malformed JSON" : "bad CSV row");
      if (progress.badLines.length < MAX_BAD_LINES)
        progress.badLines.push({ line: record.line, message: record.error });
      continue;
    }
    for (const item of record.items) {
      if (item.type === "skip") {
        skip(item.reason);
        continue;
      }
      if (item.type === "account") {
        const key = hash(JSON.stringify(item.record));
        if (seenAccounts.get(item.record.id) === key) {
          repeatedAccounts++;
          continue;
        }
        if (seenAccounts.size >= 200_000) seenAccounts.clear();
        seenAccounts.set(item.record.id, key);
      }
      items.push(item);
    }
    if (items.length >= batchSize) {
      const batch = prepareBatch(items, source);
      items = [];
      await flush(batch, read, bytes);
      options.onProgress?.(progress);
    }
  }
  await flush(prepareBatch(items, source), read, bytes);
  await Promise.all(writing);
  if (failure) throw failure;
  progress.written.accounts.unchanged += repeatedAccounts;
  progress.read = read;
  options.onProgress?.(progress);
  return progress;
}

/** FNV-1a, 32 bits: enough to tell "same profile as before" apart cheaply. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
