import type { MaterialFormat } from "@xa/core/materials/materials-entities";

/** Bytes enough to tell every accepted format apart. */
export const SNIFF_BYTES = 8;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/**
 * The format a file's first bytes show, or why not: "zip" when they are a ZIP archive whose name
 * is not .pptx or .docx (an Office file is a ZIP; its name says which kind).
 */
export function sniffMaterial(head: Uint8Array, fileName: string): MaterialFormat | "zip" | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const extension = fileName.toLowerCase().split(".").pop();
    return extension === "pptx" || extension === "docx" ? extension : "zip";
  }
  return null;
}
