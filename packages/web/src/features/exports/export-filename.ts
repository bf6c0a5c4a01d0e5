/**
 * A download's file name from its parts, e.g. ("nike", "countries") → "xaudience-nike-countries-2026-10-05.png":
 * characters file systems refuse are dropped and the date keeps repeated exports apart.
 */
export function exportFilename(parts: readonly string[], extension: string, now: Date = new Date()): string {
  const slug = parts
    .map((part) =>
      part
        .normalize("NFKC")
        .replace(/[\\/:*?"<>|#@\s]+/g, "-")
        .replace(/-+/g, "-")
        .replace(/^-|-$/g, ""),
    )
    .filter(Boolean)
    .join("-")
    .slice(0, 100);
  const date = now.toISOString().slice(0, 10);
  return `${["xaudience", slug, date].filter(Boolean).join("-")}.${extension}`;
}
