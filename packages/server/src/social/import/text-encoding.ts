import { isAscii } from "node:buffer";

/**
 * The encodings a CSV file is read in. JSON is UTF-8 by definition; a CSV file saved by Excel on
 * Japanese Windows ("CSV (Comma delimited)") is Shift_JIS, which read as UTF-8 turns every
 * Japanese character into U+FFFD.
 */
export type CsvEncoding = "utf-8" | "shift_jis";

/** Whether the bytes are valid in the encoding; a character cut off at their end does not count. */
function decodesAs(encoding: CsvEncoding, bytes: Uint8Array): boolean {
  try {
    new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The encoding of text whose first non-ASCII bytes are in `bytes` (ASCII reads the same in
 * both): UTF-8 when they are valid UTF-8; Shift_JIS when they are not, but are valid Shift_JIS;
 * else UTF-8 again, whose invalid bytes are read as U+FFFD. Null while all of it is ASCII.
 */
export function csvEncoding(bytes: Uint8Array): CsvEncoding | null {
  if (isAscii(bytes)) return null;
  return decodesAs("utf-8", bytes) || !decodesAs("shift_jis", bytes) ? "utf-8" : "shift_jis";
}
