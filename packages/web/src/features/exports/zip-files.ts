export type ZipEntry = { name: string; blob: Blob };

/** Formats compressed already (PNG, JPEG...): deflating them again takes time and saves next to nothing. */
const PACKED = /^(image\/(png|jpeg|gif|webp|avif)|application\/(zip|gzip|pdf))$/;

/** How a file of this media type is stored in a ZIP: as it is when compressed already, deflated otherwise. */
export function zipCompression(type: string): "STORE" | "DEFLATE" {
  return PACKED.test(type) ? "STORE" : "DEFLATE";
}

/** Files packed into one ZIP; jszip is loaded on demand. Repeated names get a " (2)" suffix instead of overwriting. */
export async function zipFiles(files: readonly ZipEntry[]): Promise<Blob> {
  const { default: JSZip } = await import("jszip");
  const zip = new JSZip();
  const used = new Set<string>();
  for (const { name, blob } of files) {
    let unique = name;
    for (let n = 2; used.has(unique); n++) unique = name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
    used.add(unique);
    zip.file(unique, await blob.arrayBuffer(), { compression: zipCompression(blob.type) });
  }
  // An ArrayBuffer wrapped here works the same in browsers and in Node (tests), unlike jszip's own blob output.
  const bytes = await zip.generateAsync({ type: "arraybuffer", compression: "DEFLATE" });
  return new Blob([bytes], { type: "application/zip" });
}
