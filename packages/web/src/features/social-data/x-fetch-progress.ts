import type { SocialJob } from "@xa/core/social/api";

/** Where a fetch from the live X API stands. */
export type XFetchStage = "queued" | "fetching" | "waiting" | "done" | "failed";

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

type Counts = { inserted?: unknown; updated?: unknown };

const count = (value: unknown) => (typeof value === "number" ? value : 0);

/** A fetch job's progress (what the job reported while it ran, its result once done) as the page shows it. */
export function xFetchView(job: SocialJob): XFetchView {
  const p: Record<string, unknown> = job.status === "done" ? { ...job.progress, ...job.result } : job.progress;
  const written = Object.values((p.written ?? {}) as Record<string, Counts>);
  // The job says "rate limited on ENDPOINT until ISO-TIME".
  const resumesAt = typeof p.waiting === "string" ? (/until (\S+)$/.exec(p.waiting)?.[1] ?? null) : null;
  const running = p.phase === "waiting" ? "waiting" : "fetching";
  return {
    stage: job.status === "running" ? running : job.status,
    pages: count(p.pages),
    imported: written.reduce((n, c) => n + count(c.inserted), 0),
    updated: written.reduce((n, c) => n + count(c.updated), 0),
    resumesAt: p.phase === "waiting" ? resumesAt : null,
  };
}
