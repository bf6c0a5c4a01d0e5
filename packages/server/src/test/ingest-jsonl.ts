import { Readable } from "node:stream";
import type { Db } from "../db/database.ts";
import { ingest } from "../social/index.ts";

/** Imports JSON lines given as text (or values, one line each), as a file of them would be. */
export function ingestJsonl(db: Db, ...lines: (string | object)[]) {
  const text = lines.map((line) => (typeof line === "string" ? line : `${JSON.stringify(line)}\n`)).join("");
  return ingest({ db, input: Readable.from([Buffer.from(text)]), filename: "lines.jsonl" });
}
