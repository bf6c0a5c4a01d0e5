import type { ByteRange } from "./media-storage.ts";

/**
 * The one byte range a Range header asks of a file of `size` bytes ("bytes=0-", "bytes=100-199",
 * "bytes=-500"), so a video can be sought; null to send the whole file (no header, several ranges,
 * or another unit), "unsatisfiable" when it starts past the end.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | null | "unsatisfiable" {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    const last = Number(to);
    if (last === 0) return "unsatisfiable";
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return "unsatisfiable";
  if (end < start) return null;
  return { start, end };
}
