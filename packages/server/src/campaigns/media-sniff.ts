import type { MediaType } from "@xa/core/campaigns/media-limits";

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Bytes enough to tell every accepted type apart. */
export const SNIFF_BYTES = 12;

// ISO media brands of MP4 video; QuickTime ("qt  ") and HEIF images ("heic", "mif1") share the box format but are not MP4.
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "dash",
  "mmp4",
]);

/** The library type the file's first bytes show, or null when they are none of them. */
export function sniffMediaType(head: Uint8Array): MediaType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "image/gif";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(head, ascii("ftyp"), 4) && head.length >= 12) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (MP4_BRANDS.has(brand)) return "video/mp4";
  }
  return null;
}
