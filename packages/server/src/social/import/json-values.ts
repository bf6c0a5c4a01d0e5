import { StringDecoder } from "node:string_decoder";
import { serverMessage } from "@xa/core/social/server-messages";
import { type Line, readLines } from "./read-lines.ts";

/** One JSON value of a file, or the reason a piece of it could not be read, with its line. */
export type JsonValue =
  | { value: unknown; line: number; bytes: number }
  | { error: string; reason: string; line: number; bytes: number };

/**
 * Reads the JSON values of a file, streaming, whatever its layout: one value per line (JSONL, as
 * twarc writes), a top-level array of objects (v1.1 exports), or pretty-printed values one after
 * another. A bad JSONL line is reported with its number and the rest is read.
 */
export async function* readJsonValues(stream: AsyncIterable<Buffer | string>): AsyncGenerator<JsonValue> {
  const decoder = new StringDecoder("utf8");
  const source = stream[Symbol.asyncIterator]();
  const seen: Chunk[] = [];
  let bytes = 0;
  let head = "";
  // Peek until the first line is complete, to tell JSONL from multi-line JSON.
  const firstLineDone = () => {
    const start = head.search(/\S/);
    return start !== -1 && head.indexOf("\n", start) !== -1;
  };
  while (!firstLineDone() && head.length < 1_000_000) {
    const next = await source.next();
    if (next.done) break;
    bytes += typeof next.value === "string" ? Buffer.byteLength(next.value) : next.value.length;
    const text = typeof next.value === "string" ? next.value : decoder.write(next.value);
    seen.push({ text, bytes });
    head += text;
  }
  const tail = decoder.end();
  if (tail) seen.push({ text: tail, bytes });
  async function* replay(): AsyncGenerator<Chunk> {
    yield* seen;
    for (let next = await source.next(); !next.done; next = await source.next()) {
      bytes += typeof next.value === "string" ? Buffer.byteLength(next.value) : next.value.length;
      yield { text: decoder.write(next.value as Buffer), bytes };
    }
    const end = decoder.end();
    if (end) yield { text: end, bytes };
  }
  const firstLine =
    head
      .replace(/^\uFEFF/, "")
      .trimStart()
      .split("\n", 1)[0]
      ?.trim() ?? "";
  if (!firstLine) return;
  const isJsonl = firstLine.startsWith("{") && (parses(firstLine) || !/[{[,:]\s*$/.test(firstLine));
  if (isJsonl) {
    for await (const line of readLines(linesSource(replay())))
      if (line.text.trim() !== "") yield parseLine(line, bytes);
    return;
  }
  yield* scanValues(replay());
}

type Chunk = { text: string; bytes: number };

async function* linesSource(chunks: AsyncIterable<Chunk>): AsyncGenerator<string> {
  for await (const chunk of chunks) yield chunk.text;
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A piece of the file that is no JSON value: why, the line it starts on, and how far the file was read. */
const malformed = (detail: string, line: number, bytes: number): JsonValue => ({
  error: serverMessage("malformedJsonLine", { detail }),
  reason: serverMessage("malformedJson"),
  line,
  bytes,
});

/** A piece of the file parsed as one JSON value, or why it is not one. */
function parseValue(text: string, line: number, bytes: number): JsonValue {
  try {
    return { value: JSON.parse(text), line, bytes };
  } catch (error) {
    return malformed((error as Error).message, line, bytes);
  }
}

function parseLine(line: Line, totalBytes: number): JsonValue {
  return parseValue(line.text, line.line, Math.min(line.bytes, totalBytes));
}

/**
 * Splits multi-line JSON into top-level values (elements, when the top level is an array) by
 * tracking nesting and strings over raw chunks, so only one value is held in memory at a time,
 * even when a whole array sits on one line.
 */
async function* scanValues(chunks: AsyncIterable<Chunk>): AsyncGenerator<JsonValue> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let topArray: "unknown" | "yes" | "no" = "unknown";
  let pieces: string[] = [];
  let line = 1;
  let startLine = 1;
  let bytes = 0;
  const emit = (): JsonValue => {
    const text = pieces.join("");
    pieces = [];
    return parseValue(text, startLine, bytes);
  };
  for await (const chunk of chunks) {
    bytes = chunk.bytes;
    const text = chunk.text;
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) line++;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === 92) escaped = true;
        else if (c === 34) inString = false;
        continue;
      }
      if (c === 34) {
        inString = true;
      } else if (c === 123 || c === 91) {
        if (topArray === "unknown") {
          topArray = c === 91 ? "yes" : "no";
          if (topArray === "yes") continue;
        }
        if (depth === 0) {
          startLine = line;
          from = i;
        }
        depth++;
      } else if (c === 125 || c === 93) {
        if (depth === 0) continue; // the top-level array's own ']'
        depth--;
        if (depth === 0) {
          pieces.push(text.slice(from, i + 1));
          from = i + 1;
          yield emit();
        }
      }
    }
    if (depth > 0) pieces.push(text.slice(from));
  }
  if (depth > 0) yield malformed("the file ends inside a value", startLine, bytes);
}
