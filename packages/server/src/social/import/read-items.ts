import { Readable } from "node:stream";
import { TextDecoder } from "node:util";
import type { ImportFormat } from "@xa/core/social/detect-format";
import { JSON_MAPPERS } from "@xa/core/social/json-mappers";
import { type CsvMapping, mapCsvRow, resolveCsvMapping } from "@xa/core/social/map-csv";
import type { ImportItem } from "@xa/core/social/records";
import { serverMessage } from "@xa/core/social/server-messages";
import { parse } from "csv-parse";
import { readJsonValues } from "./json-values.ts";
import { type CsvEncoding, csvEncoding } from "./text-encoding.ts";

/**
 * What one record of the input (a line, an array element, a CSV row) gave, or why it was bad:
 * `error` says what is wrong with it, `reason` is what the summary counts it under.
 */
export type ReadRecord =
  | { items: ImportItem[]; line: number; bytes: number }
  | { error: string; reason: string; line: number; bytes: number };

/** Reads a file's records in the given format and maps each to store items, streaming. */
export async function* readItems(
  stream: AsyncIterable<Buffer | string>,
  format: ImportFormat,
  options: {
    map?: CsvMapping;
    onCsvMapping?: (mapping: CsvMapping, preset: string) => void;
    /** of a CSV file (JSON is UTF-8); null: told by its first non-ASCII bytes (see csvEncoding) */
    encoding?: CsvEncoding | null;
  } = {},
): AsyncGenerator<ReadRecord> {
  if (format === "csv") {
    yield* readCsv(stream, options.map ?? {}, options.onCsvMapping, options.encoding ?? null);
    return;
  }
  const map = JSON_MAPPERS[format];
  for await (const value of readJsonValues(stream)) {
    if ("error" in value) {
      yield value;
      continue;
    }
    // A v1.1 export can be an array of arrays (pages), a Reddit comments page an array of listings: flatten one level.
    const values = Array.isArray(value.value) ? value.value : [value.value];
    yield { items: values.flatMap((v) => map(v)), line: value.line, bytes: value.bytes };
  }
}

async function* readCsv(
  stream: AsyncIterable<Buffer | string>,
  explicit: CsvMapping,
  onMapping: ((mapping: CsvMapping, preset: string) => void) | undefined,
  known: CsvEncoding | null,
): AsyncGenerator<ReadRecord> {
  let bytes = 0;
  // Shift_JIS is decoded to UTF-8 for the parser; `bytes` counts the file's own. A file whose head
  // is all ASCII is told by its first chunk that is not (ASCII passes through either way).
  let encoding = known;
  let decoder = encoding === "shift_jis" ? new TextDecoder(encoding) : null;
  const counted = Readable.from(
    (async function* () {
      for await (const chunk of stream) {
        bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
        if (typeof chunk === "string") {
          yield chunk;
          continue;
        }
        if (encoding === null) {
          encoding = csvEncoding(chunk);
          if (encoding === "shift_jis") decoder = new TextDecoder(encoding);
        }
        yield decoder ? Buffer.from(decoder.decode(chunk, { stream: true })) : chunk;
      }
      const rest = decoder?.decode();
      if (rest) yield Buffer.from(rest);
    })(),
  );
  const skipped: ReadRecord[] = [];
  let lastBadLine = 0;
  let mapping: CsvMapping | null = null;
  const parser = counted.pipe(
    parse({
      bom: true,
      columns: (header: string[]) => {
        const resolved = resolveCsvMapping(header, explicit);
        mapping = resolved.mapping;
        onMapping?.(resolved.mapping, resolved.preset);
        return header;
      },
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      info: true,
      on_skip: (error) => {
        const line = Number((error as { lines?: unknown } | undefined)?.lines ?? 0);
        // The parser reports each stray quote of a row, and goes on in the same row: one bad row a line.
        if (line > 0 && line === lastBadLine) return undefined;
        lastBadLine = line;
        skipped.push({
          error: serverMessage("badCsvRowLine", { detail: error?.message ?? "unreadable" }),
          reason: serverMessage("badCsvRow"),
          line,
          bytes,
        });
        return undefined;
      },
    }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    while (skipped.length > 0) yield skipped.shift() as ReadRecord;
    yield { items: mapCsvRow(record, mapping ?? {}), line: info.lines, bytes };
  }
  while (skipped.length > 0) yield skipped.shift() as ReadRecord;
}
