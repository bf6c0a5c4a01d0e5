import { JSON_MAPPERS, type JsonFormat } from "@xa/core/social/json-mappers";
import type { SourceKind } from "@xa/core/social/records";
import { serverMessage } from "@xa/core/social/server-messages";
import { BatchCollector, type EncodedBatch } from "../write-items.ts";

/** A run of whole JSONL lines to parse, map, enrich and encode: one batch of an import. */
export type ChunkTask = {
  seq: number;
  data: Uint8Array;
  format: JsonFormat;
  source: SourceKind;
  /** line number of the chunk's first line (1-based) */
  firstLine: number;
  /** records (non-blank lines) before this chunk */
  recordsBefore: number;
  /** records already committed by an earlier run: counted, not imported again */
  resumeAfter: number;
};

/** What a chunk gave: its batch, ready to write, and what was skipped and why. */
export type ChunkResult = {
  seq: number;
  records: number;
  skipped: Record<string, number>;
  badLines: { line: number; message: string }[];
  batch: EncodedBatch;
};

/** Bad lines reported per chunk (the import keeps the first 100 overall). */
const MAX_BAD_LINES = 100;

/** A chunk parsed and mapped, its posts not yet enriched: see encodeChunk. */
export type CollectedChunk = Omit<ChunkResult, "batch"> & { source: SourceKind; collector: BatchCollector };

/**
 * Parses, maps, enriches and encodes the records of a chunk. Pure CPU work, run in a worker thread,
 * which can have the chunk's Japanese analysed elsewhere between collecting and encoding.
 */
export const prepareChunk = (task: ChunkTask): ChunkResult => encodeChunk(collectChunk(task));

/** Enriches and encodes a collected chunk. */
export function encodeChunk({ collector, source, ...rest }: CollectedChunk): ChunkResult {
  return { ...rest, batch: collector.encode(source) };
}

/**
 * Parses and maps the records of a chunk. Each line is mapped as soon as it is parsed, so its JSON
 * is garbage at once (collected young and cheaply) and only the batch's records are kept.
 */
export function collectChunk(task: ChunkTask): CollectedChunk {
  const text = Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength).toString("utf8");
  const map = JSON_MAPPERS[task.format];
  const skipped: Record<string, number> = {};
  const skip = (reason: string) => {
    skipped[reason] = (skipped[reason] ?? 0) + 1;
  };
  const badLines: ChunkResult["badLines"] = [];
  const collector = new BatchCollector();
  let records = 0;
  let line = task.firstLine - 1;
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    line++;
    const raw = text.slice(start, end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    start = end + 1;
    if (raw.trim() === "") continue;
    records++;
    if (task.recordsBefore + records <= task.resumeAfter) continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      skip(serverMessage("malformedJson"));
      if (badLines.length < MAX_BAD_LINES)
        badLines.push({ line, message: serverMessage("malformedJsonLine", { detail: (error as Error).message }) });
      continue;
    }
    // A v1.1 export can be an array of arrays (pages), a Reddit comments page an array of listings: flatten one level.
    for (const v of Array.isArray(value) ? value : [value]) {
      for (const item of map(v)) {
        if (item.type !== "skip") collector.add(item, line);
        else {
          skip(item.reason);
          if (item.detail && badLines.length < MAX_BAD_LINES) badLines.push({ line, message: item.detail });
        }
      }
    }
  }
  return { seq: task.seq, records, skipped, badLines, source: task.source, collector };
}
