import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ImportFormat } from "@xa/core/social/detect-format";
import type { CsvMapping } from "@xa/core/social/map-csv";
import type { ImportJob } from "@xa/core/social/social-contract";
import { ProgressBar } from "../../cli/progress-bar.ts";
import type { IngestProgress } from "../import/ingest.ts";
import { emptyWriteCounts, type WriteCounts } from "../write-items.ts";
import type { LocalServerInfo } from "./local-server.ts";
import { formatSummary } from "./summary.ts";

/** Posts a file to the running server's import endpoint, then follows the job to its end. */
export async function importViaServer(
  server: LocalServerInfo,
  file: string,
  options: { format?: ImportFormat | undefined; map?: CsvMapping | undefined },
): Promise<boolean> {
  const base = `http://127.0.0.1:${server.port}`;
  const headers = { authorization: `Ingest ${server.token}` };
  const query = new URLSearchParams({ filename: path.basename(file) });
  if (options.format) query.set("format", options.format);
  if (options.map)
    query.set(
      "map",
      Object.entries(options.map)
        .map(([k, v]) => `${k}=${v}`)
        .join(","),
    );
  const response = await fetch(`${base}/api/social/imports/?${query}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/octet-stream" },
    body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream,
    duplex: "half",
  } as RequestInit);
  if (response.status !== 201) {
    console.error(`The server refused ${file}: ${response.status} ${await response.text()}`);
    return false;
  }
  let job = (await response.json()) as ImportJob;
  const bar = new ProgressBar(path.basename(file), "records");
  while (job.status === "queued" || job.status === "running") {
    await new Promise((resolve) => setTimeout(resolve, 500));
    job = (await (await fetch(`${base}/api/social/imports/${job.id}/`, { headers })).json()) as ImportJob;
    const share = job.total_bytes ? `${((job.done_bytes / job.total_bytes) * 100).toFixed(0)}%` : "";
    bar.update(job.read, undefined, `${share} ${job.phase ?? job.status}`.trim());
  }
  bar.done(job.read, undefined, job.status);
  if (job.status === "failed") {
    console.error(`Import of ${file} failed: ${job.error ?? "unknown error"}`);
    return false;
  }
  if (job.status === "cancelled")
    console.error(`Import of ${file} was cancelled in the web app; what it stored by then stays:`);
  const progress: IngestProgress = {
    format: job.format as ImportFormat | null,
    read: job.read,
    bytes: job.done_bytes,
    written: { ...emptyWriteCounts(), ...(job.written as Partial<WriteCounts>) },
    skipped: job.skipped,
    badLines: job.bad_lines,
    ...(job.csv_columns ? { csvColumns: job.csv_columns } : {}),
  };
  console.log(formatSummary(path.basename(file), progress));
  return job.status === "done";
}
