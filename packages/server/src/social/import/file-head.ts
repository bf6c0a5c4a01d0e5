import { detectFormat, type ImportFormat } from "@xa/core/social/detect-format";
import { type CsvEncoding, csvEncoding } from "./text-encoding.ts";

/** How much of a file is read to tell its format. */
export const HEAD_BYTES = 64 * 1024;

/**
 * What the head of a file says about importing it: its format and text encoding, or why it cannot
 * be imported at all. The importer and the upload route both read a file by this, so an upload the
 * importer would refuse is refused at once, with a 400, rather than by a failed job.
 */
export type FileHead =
  | { problem: null; format: ImportFormat; encoding: CsvEncoding | null }
  /** only blank text: nothing to import (the importer reports an empty file) */
  | { problem: "empty" }
  /** NUL bytes: binary, or UTF-16 text */
  | { problem: "notText" }
  | { problem: "unknownFormat" }
  /** a JSON format was named for text that is not JSON (the importer reads it, reporting each bad line) */
  | { problem: "notJson"; format: ImportFormat; encoding: CsvEncoding | null };

/** Reads a file's head (its first HEAD_BYTES or fewer); `format` is the one the caller named, if any. */
export function readFileHead(head: Uint8Array, filename: string, format?: ImportFormat | null): FileHead {
  // JSON and CSV never hold NUL; binary files and UTF-16 text (an Excel "Unicode text" export) do.
  if (head.includes(0)) return { problem: "notText" };
  const encoding = csvEncoding(head);
  const text = new TextDecoder(encoding ?? "utf-8").decode(head);
  if (text.trim() === "") return { problem: "empty" };
  const found = format ?? detectFormat(text, filename);
  if (!found) return { problem: "unknownFormat" };
  if (found !== "csv" && !/^[{[]/.test(text.replace(/^\uFEFF/, "").trimStart()))
    return { problem: "notJson", format: found, encoding };
  return { problem: null, format: found, encoding };
}
