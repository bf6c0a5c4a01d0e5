import type { ImportJob, SocialJob, XFetch, XFetchJob } from "@xa/core/social/social-contract";
import type { JobRow } from "../jobs/job-queries.ts";

/** An import job as the upload page polls it: its progress, or once done its result, by name. */
export function importJobView(job: JobRow): ImportJob {
  const p = job.progress as Record<string, unknown>;
  const result = (job.result ?? {}) as Record<string, unknown>;
  const source = job.status === "done" ? { ...p, ...result } : p;
  return {
    id: String(job.id),
    status: job.status,
    filename: String(job.payload.filename ?? ""),
    phase: typeof source.phase === "string" ? source.phase : null,
    format: typeof source.format === "string" ? source.format : null,
    total_bytes: typeof source.totalBytes === "number" ? source.totalBytes : null,
    done_bytes: typeof source.bytes === "number" ? source.bytes : 0,
    read: typeof source.read === "number" ? source.read : 0,
    written: (source.written ?? {}) as ImportJob["written"],
    skipped: (source.skipped ?? {}) as ImportJob["skipped"],
    bad_lines: (source.badLines ?? []) as ImportJob["bad_lines"],
    csv_columns: (source.csvColumns ?? null) as ImportJob["csv_columns"],
    enriched_accounts: typeof source.enrichedAccounts === "number" ? source.enrichedAccounts : 0,
    // Reported only while they are built: the next report (enriching) replaces the progress.
    indexes: (source.indexes ?? null) as ImportJob["indexes"],
    cancel_requested: job.cancel_requested_at !== null,
    error: job.error,
    created_at: new Date(job.created_at).toISOString(),
    finished_at: job.finished_at ? new Date(job.finished_at).toISOString() : null,
  };
}

/** Any job of the social store, with its progress and result as the job wrote them. */
export function socialJobView(job: JobRow): SocialJob {
  return {
    id: String(job.id),
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    result: job.result,
    cancel_requested: job.cancel_requested_at !== null,
    error: job.error,
    created_at: new Date(job.created_at).toISOString(),
    finished_at: job.finished_at ? new Date(job.finished_at).toISOString() : null,
  };
}

/** A fetch job with what it asked for, in the shape the API takes it (the job payload spells it maxPages). */
export function xFetchJobView(job: JobRow): XFetchJob {
  const p = job.payload as { kind: XFetch["kind"]; query?: string; username?: string; maxPages?: number };
  const limit = typeof p.maxPages === "number" ? { max_pages: p.maxPages } : {};
  const request: XFetch =
    p.kind === "search"
      ? { kind: p.kind, query: p.query ?? "", ...limit }
      : p.kind === "user"
        ? { kind: p.kind, username: p.username ?? "" }
        : { kind: p.kind, username: p.username ?? "", ...limit };
  return { ...socialJobView(job), request };
}
