import type { ImportJob, SocialJob } from "@xa/core/social/social-contract";
import { writtenTotals } from "./import-progress.ts";

/** Where a fetch from the live X API stands. */
export type XFetchStage = "queued" | "fetching" | "waiting" | "stopping" | "done" | "failed" | "cancelled";

export type XFetchView = {
  stage: XFetchStage;
  /** pages of the API's answers stored so far */
  pages: number;
  /** rows new to the store, and rows it changed, over all kinds */
  imported: number;
  updated: number;
  /** when a rate limit is waited out: the time the API allows requests again */
  resumesAt: string | null;
};

const count = (value: unknown) => (typeof value === "number" ? value : 0);

/** Where a fetch stands, from its status and what it last reported (`phase`). */
function xFetchStage(job: SocialJob, phase: unknown): XFetchStage {
  if (job.status !== "running") return job.status;
  if (job.cancel_requested) return "stopping";
  return phase === "waiting" ? "waiting" : "fetching";
}

/** A fetch job's progress (what the job reported while it ran, its result once done) as the page shows it. */
export function xFetchView(job: SocialJob): XFetchView {
  const p: Record<string, unknown> = job.status === "done" ? { ...job.progress, ...job.result } : job.progress;
  const stage = xFetchStage(job, p.phase);
  // The fetch job reports its rows as an import does (WriteCounts).
  const { imported, updated } = writtenTotals((p.written ?? {}) as ImportJob["written"]);
  return {
    stage,
    pages: count(p.pages),
    imported,
    updated,
    // The job says "rate limited on ENDPOINT until ISO-TIME".
    resumesAt:
      stage === "waiting" && typeof p.waiting === "string" ? (/until (\S+)$/.exec(p.waiting)?.[1] ?? null) : null,
  };
}
