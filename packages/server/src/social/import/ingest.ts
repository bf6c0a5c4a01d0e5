import os from "node:os";
import type { ImportFormat } from "@xa/core/social/detect-format";
import type { JsonFormat } from "@xa/core/social/json-mappers";
import type { CsvMapping } from "@xa/core/social/map-csv";
import type { ImportItem, SourceKind } from "@xa/core/social/records";
import { serverMessage } from "@xa/core/social/server-messages";
import type { Db } from "../../db/database.ts";
import { buildDeferredIndexes, deferSecondaryIndexes } from "../deferred-indexes.ts";
import { emptyWriteCounts, encodeItems, type WriteCounts } from "../write-items.ts";
import { BatchWriter } from "./batch-writer.ts";
import { ChunkPool } from "./chunk-pool.ts";
import { HEAD_BYTES, readFileHead } from "./file-head.ts";
import { chunkLines } from "./jsonl-chunks.ts";
import { readItems } from "./read-items.ts";
import { refreshStatistics } from "./refresh-statistics.ts";
import type { CsvEncoding } from "./text-encoding.ts";

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
  /** of a CSV file: the preset that named its columns (see CSV_PRESETS), and whether a mapping was given */
  csvColumns?: { preset: string; mapped: boolean };
};

export type IngestOptions = {
  db: Db;
  input: AsyncIterable<Buffer | string>;
  filename: string;
  format?: ImportFormat | undefined;
  map?: CsvMapping | undefined;
  source?: SourceKind;
  /** items per transaction (JSON arrays and CSV; JSONL is cut into chunks of `chunkBytes`) */
  batchSize?: number;
  /** bytes of JSONL per transaction (default: see CHUNKING) */
  chunkBytes?: number;
  /** records already committed by an earlier run of the same import: read, not written again */
  resumeAfter?: number;
  /**
   * the progress an earlier run had committed with its checkpoint: the import goes on from
   * there (resumeAfter = its `read`) and its summary counts the whole file, not just this run
   */
  resumeFrom?: IngestProgress;
  onProgress?: (progress: IngestProgress) => void;
  /** runs inside each batch's transaction (a job saves its checkpoint there) */
  onCommit?: (tx: Db, progress: IngestProgress) => Promise<void>;
  /**
   * the input's size in bytes, when known: a large import into a PGlite store that holds fewer
   * posts than the file does builds the posts' indexes at the end (see BULK_LOAD)
   */
  totalBytes?: number | undefined;
  /** a bulk load reports each of the posts' indexes it has built since the file was in, with what it imported */
  onIndexing?: (built: number, total: number, progress: IngestProgress) => void | Promise<void>;
  /** worker threads preparing JSONL chunks (default: see CHUNKING) */
  workers?: number;
  /**
   * stops the import (a cancelled job) after the batch being written: the batch writer refuses the
   * next one, and the import then throws the signal's reason
   */
  signal?: AbortSignal | undefined;
};

export const MAX_BAD_LINES = 100;
const PEEK_BYTES = HEAD_BYTES;
const MAX_FIRST_LINE = 1024 * 1024;
/**
 * JSONL chunk size, worker threads and their young generation, per database. On PostgreSQL the
 * main thread mostly waits for the server, so there is a worker per core. Young generations are
 * small: bigger ones cost memory at peak and saved no CPU time measurable here. On PGlite the
 * database works on the main thread and lives in the importing process too, so memory binds
 * harder: a worker per core but one, one batch fewer queued (`extraQueued`: batches in flight
 * beyond one per thread) and smaller chunks, which lower the peak at no cost in speed measurable
 * here (PostgreSQL, whose transactions cost more, keeps bigger ones).
 */
const MB = 1024 * 1024;
const CHUNKING = {
  postgres: { workers: os.availableParallelism(), youngGenerationMb: 8, extraQueued: 2, chunkBytes: 4 * MB },
  pglite: {
    workers: Math.max(1, os.availableParallelism() - 1),
    youngGenerationMb: 8,
    extraQueued: 1,
    chunkBytes: 2 * MB,
  },
};

/**
 * When an import builds the posts' secondary indexes once at the end instead of keeping them row
 * by row: for a file of at least `minBytes` that holds more posts than the store does (counted at
 * `maxBytesPerPost`, more than any export format takes, so the file's posts are not overestimated).
 * Keeping the indexes is a large part of storing a post; a build sorts each index once. On
 * PostgreSQL they are built as many at a time as there are cores, a connection each, so the cores
 * that imported build them. While they are missing, queries of the posts scan the table; an import
 * smaller than the store keeps them, as the build would cost more than it saves.
 */
const BULK_LOAD = { minBytes: 16 * 1024 * 1024, maxBytesPerPost: 4096 };
/** What a PostgreSQL build may sort in, per connection: four times the default, as bench:ingest's floor builds them. */
const BUILD_MEMORY = "256MB";

/** Whether this import defers the posts' indexes (see BULK_LOAD). */
async function isBulkLoad(db: Db, totalBytes: number | undefined): Promise<boolean> {
  if (totalBytes === undefined || totalBytes < BULK_LOAD.minBytes) return false;
  const filePosts = Math.floor(totalBytes / BULK_LOAD.maxBytesPerPost);
  const [stored] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM (SELECT 1 FROM posts LIMIT $1) AS p", [
    filePosts,
  ]);
  return (stored?.n ?? 0) < filePosts;
}

/** Peeks at the head of a stream (for format detection) and gives back a stream that replays it. */
async function peek(
  input: AsyncIterable<Buffer | string>,
): Promise<{ head: Buffer; firstLine: string | null; stream: AsyncIterable<Buffer> }> {
  const source = input[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let size = 0;
  // Enough for format detection, and the first whole line (up to 1 MB: a v2 page can be long).
  let firstLineEnd = -1;
  while (size < PEEK_BYTES || (firstLineEnd === -1 && size < MAX_FIRST_LINE)) {
    const next = await source.next();
    if (next.done) break;
    const chunk = typeof next.value === "string" ? Buffer.from(next.value) : next.value;
    seen.push(chunk);
    size += chunk.length;
    if (firstLineEnd === -1) firstLineEnd = firstLineEndIn(seen);
  }
  const all = Buffer.concat(seen);
  const head = all.subarray(0, PEEK_BYTES);
  const firstLine = firstLineEnd === -1 ? null : all.subarray(0, firstLineEnd).toString("utf8");
  async function* replay(): AsyncGenerator<Buffer> {
    yield* seen;
    for (let next = await source.next(); !next.done; next = await source.next()) {
      yield typeof next.value === "string" ? Buffer.from(next.value) : next.value;
    }
  }
  return { head, firstLine, stream: replay() };
}

/** Where the first line with something on it ends, or -1 when it has not ended yet. */
function firstLineEndIn(chunks: Buffer[]): number {
  const all = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
  for (let start = 0; start < all.length; ) {
    const end = all.indexOf(10, start);
    if (end === -1) return -1;
    if (all.subarray(start, end).toString("utf8").trim() !== "") return end;
    start = end + 1;
  }
  return -1;
}

/**
 * One JSON value per line (twarc2, flattened tweets, v1.1 JSONL), as opposed to arrays or
 * pretty-printed JSON: the first line is a whole object, or a bad line that does not end with an
 * opener continued on the next line. A file of a single line is read the general way.
 */
function isJsonLines(firstLine: string | null): boolean {
  const first = firstLine?.replace(/^\uFEFF/, "").trim() ?? "";
  if (!first.startsWith("{")) return false;
  try {
    JSON.parse(first);
    return true;
  } catch {
    return !/[{[,:]\s*$/.test(first);
  }
}

/**
 * Imports a file into the store, streaming: records are read, mapped, enriched and upserted in
 * batches, each batch one transaction, so memory stays flat and a crash loses nothing committed.
 * JSONL is cut into chunks that worker threads prepare while the main thread writes; the threads
 * share one Japanese analyser, in a thread of its own (see ChunkPool).
 */
export async function ingest(options: IngestOptions): Promise<IngestProgress> {
  const { head, firstLine, stream } = await peek(options.input);
  const progress: IngestProgress = options.resumeFrom
    ? (structuredClone(options.resumeFrom) as IngestProgress)
    : { format: null, read: 0, bytes: 0, written: emptyWriteCounts(), skipped: {}, badLines: [] };
  // A job saved by an earlier version may lack kinds counted since.
  progress.written = { ...emptyWriteCounts(), ...progress.written };
  const read = readFileHead(head, options.filename, options.format);
  if (read.problem === "notText") throw new IngestError(serverMessage("notText", { file: options.filename }));
  if (read.problem === "empty") {
    if (!options.resumeFrom) progress.skipped[serverMessage("emptyFile")] = 1;
    return progress;
  }
  if (read.problem === "unknownFormat")
    throw new IngestError(serverMessage("unknownFormat", { file: options.filename }));
  const { format, encoding } = read;
  progress.format = format;
  const source: SourceKind = options.source ?? format;
  const resumeAfter = options.resumeFrom?.read ?? options.resumeAfter ?? 0;
  const writer = new BatchWriter(options, progress);
  const bulk = await isBulkLoad(options.db, options.totalBytes);
  if (bulk) await deferSecondaryIndexes(options.db, ["posts"]);
  const onIndexing = (built: number, total: number) => options.onIndexing?.(built, total, progress);
  const build = options.db.kind === "postgres" ? { parallel: os.availableParallelism(), memory: BUILD_MEMORY } : {};
  try {
    if (format !== "csv" && isJsonLines(firstLine))
      await ingestLines(options, stream, format, source, resumeAfter, writer);
    else await ingestRecords(options, stream, format, encoding, source, resumeAfter, writer);
    await writer.finish();
  } catch (error) {
    await writer.abandon();
    // Whatever stopped it, the indexes a bulk load left out come back (or stay listed for the next import or start).
    await buildDeferredIndexes(options.db, onIndexing, build).catch(() => {});
    // Cancelled: what was committed stays, and is planned for like a finished import's rows.
    if (options.signal?.aborted) await refreshStatistics(options.db, progress.written);
    throw error;
  }
  // Every import builds what is listed, its own and those a killed import left (a command-line
  // import on PostgreSQL has no server start after it to build them), so none stays missing.
  await buildDeferredIndexes(options.db, onIndexing, build);
  await refreshStatistics(options.db, progress.written);
  options.onProgress?.(progress);
  return progress;
}

/** JSONL: chunks of lines prepared by worker threads, written in file order. */
async function ingestLines(
  options: IngestOptions,
  stream: AsyncIterable<Buffer>,
  format: JsonFormat,
  source: SourceKind,
  resumeAfter: number,
  writer: BatchWriter,
): Promise<void> {
  const chunking = CHUNKING[options.db.kind];
  const workers = options.workers ?? chunking.workers;
  const pool = new ChunkPool(workers, chunking.youngGenerationMb);
  let seq = 0;
  let records = 0;
  try {
    for await (const chunk of chunkLines(stream, options.chunkBytes ?? chunking.chunkBytes)) {
      const recordsBefore = records;
      records += chunk.records;
      if (records <= resumeAfter) {
        // Committed by an earlier run: counted, not read again.
        writer.skipTo(records, chunk.bytesEnd);
        continue;
      }
      const task = {
        seq: seq++,
        data: chunk.data,
        format,
        source,
        firstLine: chunk.firstLine,
        recordsBefore,
        resumeAfter,
      };
      // Bounded (memory stays flat): the batch being written and one more per thread, plus one on
      // PostgreSQL, so a thread always has its next chunk queued rather than waiting for the writer.
      // Shared, not transferred (see jsonl-chunks): if the worker runs out of its bounded heap, the
      // chunk is still here to prepare on the main thread.
      await writer.add(pool.run(task), records, chunk.bytesEnd, workers + chunking.extraQueued);
    }
  } finally {
    await writer.drain().catch(() => {});
    await pool.close();
  }
}

/** JSON arrays, pretty-printed JSON and CSV: read and prepared on the main thread. */
async function ingestRecords(
  options: IngestOptions,
  stream: AsyncIterable<Buffer>,
  format: ImportFormat,
  encoding: CsvEncoding | null,
  source: SourceKind,
  resumeAfter: number,
  writer: BatchWriter,
): Promise<void> {
  const batchSize = options.batchSize ?? 5000;
  const records = readItems(stream, format, {
    encoding,
    ...(options.map ? { map: options.map } : {}),
    onCsvMapping: (_mapping, preset) => {
      // The preset fills only the fields a given mapping leaves out.
      writer.progress.csvColumns = { preset, mapped: options.map !== undefined };
    },
  });
  let items: ImportItem[] = [];
  let lines: number[] = [];
  let skipped: Record<string, number> = {};
  let badLines: { line: number; message: string }[] = [];
  let read = 0;
  let bytes = 0;
  let seq = 0;
  const flush = async () => {
    const result = { seq: seq++, records: 0, skipped, badLines, batch: encodeItems(items, source, lines) };
    items = [];
    lines = [];
    skipped = {};
    badLines = [];
    await writer.add(Promise.resolve(result), read, bytes, 1);
  };
  for await (const record of records) {
    read++;
    bytes = record.bytes;
    if (read <= resumeAfter) continue;
    if ("error" in record) {
      skipped[record.reason] = (skipped[record.reason] ?? 0) + 1;
      if (badLines.length < MAX_BAD_LINES) badLines.push({ line: record.line, message: record.error });
      continue;
    }
    for (const item of record.items) {
      if (item.type !== "skip") {
        items.push(item);
        lines.push(record.line);
        continue;
      }
      skipped[item.reason] = (skipped[item.reason] ?? 0) + 1;
      if (item.detail && badLines.length < MAX_BAD_LINES) badLines.push({ line: record.line, message: item.detail });
    }
    if (items.length >= batchSize) await flush();
  }
  await flush();
  writer.skipTo(read, bytes);
}
