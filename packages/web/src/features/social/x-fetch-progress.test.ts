import type { SocialJob } from "@xa/core/social/social-contract";
import { describe, expect, it } from "vitest";
import { xFetchView } from "./x-fetch-progress.ts";

const job = (over: Partial<SocialJob>): SocialJob => ({
  id: "9",
  kind: "social.x-fetch",
  status: "running",
  progress: {},
  result: null,
  cancel_requested: false,
  error: null,
  created_at: "2026-03-01T10:00:00.000Z",
  finished_at: null,
  ...over,
});

describe("x fetch progress", () => {
  it("counts pages and rows while fetching, over every kind of row", () => {
    const written = { posts: { inserted: 90, updated: 2, unchanged: 5 }, engagements: { inserted: 7, updated: 1 } };
    expect(xFetchView(job({ progress: { phase: "fetching", pages: 2, written, waiting: null } }))).toEqual({
      stage: "fetching",
      pages: 2,
      imported: 97,
      updated: 3,
      resumesAt: null,
    });
  });

  it("tells when a rate limit ends, and reads the result once done", () => {
    const waiting = job({
      progress: { phase: "waiting", waiting: "rate limited on /2/tweets/search/recent until 2026-03-01T10:15:00.000Z" },
    });
    expect(xFetchView(waiting)).toMatchObject({ stage: "waiting", resumesAt: "2026-03-01T10:15:00.000Z" });
    const finished = job({
      status: "done",
      progress: { phase: "fetching", pages: 1 },
      result: { phase: "done", pages: 4, written: { posts: { inserted: 10, updated: 0 } } },
    });
    expect(xFetchView(finished)).toEqual({ stage: "done", pages: 4, imported: 10, updated: 0, resumesAt: null });
    expect(xFetchView(job({ status: "failed" })).stage).toBe("failed");
    expect(xFetchView(job({ status: "queued" })).stage).toBe("queued");
  });

  it("reads a cancelled fetch as stopping until it has stopped, keeping what it stored", () => {
    const progress = { phase: "waiting", pages: 2, written: { posts: { inserted: 150, updated: 3 } }, waiting: "x" };
    expect(xFetchView(job({ progress, cancel_requested: true })).stage).toBe("stopping");
    expect(xFetchView(job({ status: "cancelled", progress, cancel_requested: true }))).toEqual({
      stage: "cancelled",
      pages: 2,
      imported: 150,
      updated: 3,
      resumesAt: null,
    });
  });
});
