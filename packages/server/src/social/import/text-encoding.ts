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
 * UTF-8 when the file's head is valid UTF-8 (plain ASCII is); Shift_JIS when it is not, but is
 * valid Shift_JIS; else UTF-8 again, whose invalid bytes are read as U+FFFD.
 */
export function csvEncoding(head: Uint8Array): CsvEncoding {
  return decodesAs("utf-8", head) || !decodesAs("shift_jis", head) ? "utf-8" : "shift_jis";
}
