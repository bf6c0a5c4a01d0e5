import type { IngestProgress } from "../import/ingest.ts";

const csvColumns = ({ csvColumns: c }: IngestProgress) =>
  c ? `, columns as ${c.preset}${c.mapped ? ", with the given mapping" : ""}` : "";

/** The end-of-import summary a person reads: read, imported, updated, skipped with reasons. */
export function formatSummary(file: string, p: IngestProgress): string {
  const w = p.written;
  const imported = Object.values(w).reduce((n, c) => n + c.inserted, 0);
  const updated = Object.values(w).reduce((n, c) => n + c.updated, 0);
  const unchanged = Object.values(w).reduce((n, c) => n + (c.unchanged ?? 0), 0);
  const skipped = Object.values(p.skipped).reduce((n, c) => n + c, 0);
  const lines = [
    `${file} (${p.format ?? "unknown format"}${csvColumns(p)})`,
    `  read      ${p.read.toLocaleString("en-US")} records`,
    `  imported  ${imported.toLocaleString("en-US")} new (posts ${w.posts.inserted}, accounts ${w.accounts.inserted}, engagements ${w.engagements.inserted}, follows ${w.follows.inserted}, lists ${w.lists.inserted}, follower snapshots ${w.snapshots.inserted})`,
    `  updated   ${updated.toLocaleString("en-US")} (posts ${w.posts.updated}, accounts ${w.accounts.updated}, engagements ${w.engagements.updated}, follows ${w.follows.updated}, lists ${w.lists.updated}, follower snapshots ${w.snapshots.updated})`,
    `  unchanged ${unchanged.toLocaleString("en-US")} (already stored as they are)`,
    `  skipped   ${skipped.toLocaleString("en-US")}`,
  ];
  for (const [reason, n] of Object.entries(p.skipped).sort((a, b) => b[1] - a[1])) lines.push(`    ${n} × ${reason}`);
  for (const bad of p.badLines.slice(0, 10)) lines.push(`    line ${bad.line}: ${bad.message}`);
  if (p.badLines.length > 10) lines.push(`    … and ${p.badLines.length - 10} more bad lines`);
  return lines.join("\n");
}
