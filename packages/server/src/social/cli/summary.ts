import type { IngestProgress } from "../import/ingest.ts";

const csvColumns = ({ csvColumns: c }: IngestProgress) =>
  c ? `, columns as ${c.preset}${c.mapped ? ", with the given mapping" : ""}` : "";

/** The kinds the summary names, in its order, with the names it gives them. */
const NAMED_KINDS: [keyof IngestProgress["written"], string][] = [
  ["posts", "posts"],
  ["accounts", "accounts"],
  ["engagements", "engagements"],
  ["follows", "follows"],
  ["lists", "lists"],
  ["snapshots", "follower snapshots"],
];

/** "posts 3, accounts 2, …": one count of each named kind. */
const perKind = (p: IngestProgress, count: "inserted" | "updated") =>
  NAMED_KINDS.map(([kind, name]) => `${name} ${p.written[kind][count]}`).join(", ");

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
    `  imported  ${imported.toLocaleString("en-US")} new (${perKind(p, "inserted")})`,
    `  updated   ${updated.toLocaleString("en-US")} (${perKind(p, "updated")})`,
    `  unchanged ${unchanged.toLocaleString("en-US")} (already stored as they are)`,
    `  skipped   ${skipped.toLocaleString("en-US")}`,
  ];
  for (const [reason, n] of Object.entries(p.skipped).sort((a, b) => b[1] - a[1])) lines.push(`    ${n} × ${reason}`);
  for (const bad of p.badLines.slice(0, 10)) lines.push(`    line ${bad.line}: ${bad.message}`);
  if (p.badLines.length > 10) lines.push(`    … and ${p.badLines.length - 10} more bad lines`);
  return lines.join("\n");
}
