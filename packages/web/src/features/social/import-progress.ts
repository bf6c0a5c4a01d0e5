import type { ImportJob, StoreStatus } from "@xa/core/social/social-contract";

/** An import's counts as a person reads them: records read, rows new, changed, unchanged, and skipped records. */
export type ImportTotals = { read: number; imported: number; updated: number; unchanged: number; skipped: number };

/** Rows new, changed and unchanged, summed over every kind of row a job wrote. */
export function writtenTotals(written: ImportJob["written"]): Pick<ImportTotals, "imported" | "updated" | "unchanged"> {
  const tables = Object.values(written);
  return {
    imported: tables.reduce((n, c) => n + c.inserted, 0),
    updated: tables.reduce((n, c) => n + c.updated, 0),
    unchanged: tables.reduce((n, c) => n + (c.unchanged ?? 0), 0),
  };
}

export function importTotals(job: ImportJob): ImportTotals {
  return {
    read: job.read,
    ...writtenTotals(job.written),
    skipped: Object.values(job.skipped).reduce((n, c) => n + c, 0),
  };
}

/** Share of the file read, 0–100; null while the size is unknown (the bar is then indeterminate). */
export function importPercent(job: ImportJob): number | null {
  if (job.status === "done") return 100;
  if (!job.total_bytes || job.total_bytes <= 0) return null;
  return Math.min(100, Math.round((job.done_bytes / job.total_bytes) * 100));
}

/** Skip reasons, most frequent first. */
export function skippedReasons(job: ImportJob): { reason: string; count: number }[] {
  return Object.entries(job.skipped)
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/**
 * Where the job is: waiting, reading the file, stopping (cancelled while it read), building the
 * posts' indexes (a bulk load, once the file is in), enriching the accounts it touched, or ended.
 */
export type ImportStage =
  | "queued"
  | "importing"
  | "stopping"
  | "indexing"
  | "enriching"
  | "done"
  | "failed"
  | "cancelled";

export function importStage(job: ImportJob): ImportStage {
  if (job.status !== "running") return job.status;
  if (job.phase === "enriching" || job.phase === "indexing") return job.phase;
  return job.cancel_requested ? "stopping" : "importing";
}

/** True while the job may still change (the page keeps polling it). */
export function isImportActive(job: Pick<ImportJob, "status">): boolean {
  return job.status === "queued" || job.status === "running";
}

/** The brief asks for a job's progress every second while it runs. */
const JOB_POLL_MS = 1000;

/** A job query's refetchInterval: every second while the job runs, never once it ended or the poll failed. */
export function pollWhileActive(query: {
  state: { status: string; data?: Pick<ImportJob, "status"> | undefined };
}): number | false {
  if (query.state.status === "error") return false;
  return query.state.data && !isImportActive(query.state.data) ? false : JOB_POLL_MS;
}

/** While any job of a list runs (this page's or the CLI's), the list is re-read this often. */
const LIST_POLL_MS = 3000;
/**
 * While none runs, this often: a job started elsewhere (the command line, another tab or person)
 * shows up without a reload. Listing jobs is one indexed query; a hidden tab does not poll.
 */
const IDLE_LIST_POLL_MS = 15_000;

/** A job list query's refetchInterval: every few seconds while any of its jobs runs, now and then otherwise. */
export function pollListWhileAnyActive(query: {
  state: { status: string; data?: readonly Pick<ImportJob, "status">[] | undefined };
}): number | false {
  if (query.state.status === "error") return false;
  return query.state.data?.some(isImportActive) ? LIST_POLL_MS : IDLE_LIST_POLL_MS;
}

/** A reading of `read` at a moment (ms), to tell a speed from two of them. */
export type RateSample = { read: number; at: number };

/**
 * Records per second. A finished or cancelled job: over its whole run (server clock at both ends).
 * A running one: between the first and latest readings this page took, so a client clock that
 * differs from the server's cannot distort it. Null when there is not enough to tell.
 */
export function itemsPerSecond(job: ImportJob, first: RateSample | null, now: RateSample): number | null {
  if ((job.status === "done" || job.status === "cancelled") && job.finished_at) {
    const seconds = (Date.parse(job.finished_at) - Date.parse(job.created_at)) / 1000;
    return seconds > 0 ? job.read / seconds : null;
  }
  if (!first || now.at - first.at < 500 || now.read < first.read) return null;
  return ((now.read - first.read) * 1000) / (now.at - first.at);
}

/** What the store says about the generated demo world. */
export type DemoState = {
  /** the store holds demo data (finished or still loading) */
  present: boolean;
  /** the demo world is being generated right now (first start) */
  loading: boolean;
  /** it also holds data that is not demo data (imported files, the live connector) */
  mixed: boolean;
};

export function demoState(status: StoreStatus): DemoState {
  const loading = status.demo.seed !== null && status.demo.generated_at === null;
  const present = loading || status.demo.accounts > 0 || status.demo.posts > 0;
  const mixed = present && (status.accounts > status.demo.accounts || status.posts > status.demo.posts);
  return { present, loading, mixed };
}

/** Rows the store holds besides the demo world: what imports and connectors added. */
export function importedCounts(status: StoreStatus): { accounts: number; posts: number } {
  return {
    accounts: Math.max(0, status.accounts - status.demo.accounts),
    posts: Math.max(0, status.posts - status.demo.posts),
  };
}
