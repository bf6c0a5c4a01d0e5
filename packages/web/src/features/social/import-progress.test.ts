import type { ImportJob, StoreStatus } from "@xa/core/social/social-contract";
import { describe, expect, it } from "vitest";
import { formatBytes, formatCount } from "./format.ts";
import {
  demoState,
  importedCounts,
  importPercent,
  importStage,
  importTotals,
  itemsPerSecond,
  pollListWhileAnyActive,
  skippedReasons,
} from "./import-progress.ts";

const job: ImportJob = {
  id: "7",
  status: "running",
  filename: "posts.jsonl",
  phase: "importing",
  format: "x-v2",
  total_bytes: 4000,
  done_bytes: 1000,
  read: 120,
  written: {
    posts: { inserted: 100, updated: 5, unchanged: 2 },
    accounts: { inserted: 40, updated: 10, unchanged: 30 },
  },
  skipped: { "malformed JSON": 2, "no id": 5 },
  bad_lines: [{ line: 3, message: "Unexpected token" }],
  csv_columns: null,
  enriched_accounts: 0,
  indexes: null,
  cancel_requested: false,
  error: null,
  created_at: "2025-01-01T00:00:00.000Z",
  finished_at: null,
};

const status = (demo: Partial<StoreStatus["demo"]>, counts: Partial<StoreStatus> = {}): StoreStatus => ({
  accounts: 10,
  posts: 20,
  engagements: 0,
  follows: 0,
  snapshots: 0,
  demo: { accounts: 0, posts: 0, seed: null, generated_at: null, ...demo },
  methods: {},
  x_connector: false,
  ...counts,
});

describe("import progress", () => {
  it("sums new, updated and unchanged rows over all tables, and skipped records over all reasons", () => {
    expect(importTotals(job)).toEqual({ read: 120, imported: 140, updated: 15, unchanged: 32, skipped: 7 });
  });

  it("measures progress by bytes read, and is complete when done", () => {
    expect(importPercent(job)).toBe(25);
    expect(importPercent({ ...job, total_bytes: null })).toBeNull();
    expect(importPercent({ ...job, status: "done", done_bytes: 0 })).toBe(100);
  });

  it("re-reads a job list every 3 s while a job runs, every 15 s otherwise, and not after a failed read", () => {
    const list = (status: string, ...jobs: ImportJob["status"][]) => ({
      state: { status, data: jobs.map((s) => ({ status: s })) },
    });
    expect(pollListWhileAnyActive(list("success", "done", "running"))).toBe(3000);
    expect(pollListWhileAnyActive(list("success", "queued"))).toBe(3000);
    // Idle: a job started elsewhere (the command line, another tab) still shows up.
    expect(pollListWhileAnyActive(list("success", "done", "cancelled", "failed"))).toBe(15_000);
    expect(pollListWhileAnyActive(list("success"))).toBe(15_000);
    expect(pollListWhileAnyActive(list("error", "running"))).toBe(false);
  });

  it("lists skip reasons most frequent first", () => {
    expect(skippedReasons(job)).toEqual([
      { reason: "no id", count: 5 },
      { reason: "malformed JSON", count: 2 },
    ]);
  });

  it("tells importing from enriching, and stopping from stopped", () => {
    expect(importStage(job)).toBe("importing");
    expect(importStage({ ...job, phase: "enriching" })).toBe("enriching");
    expect(importStage({ ...job, status: "failed" })).toBe("failed");
    expect(importStage({ ...job, cancel_requested: true })).toBe("stopping");
    // Once the file is read, the import finishes: a late cancel changes nothing.
    expect(importStage({ ...job, phase: "enriching", cancel_requested: true })).toBe("enriching");
    expect(importStage({ ...job, status: "cancelled", cancel_requested: true })).toBe("cancelled");
  });

  it("computes items per second between two readings, or over a finished job's run", () => {
    expect(itemsPerSecond(job, { read: 20, at: 1000 }, { read: 220, at: 3000 })).toBe(100);
    expect(itemsPerSecond(job, null, { read: 220, at: 3000 })).toBeNull();
    expect(itemsPerSecond(job, { read: 20, at: 1000 }, { read: 30, at: 1100 })).toBeNull();
    const done = { ...job, status: "done" as const, read: 500, finished_at: "2025-01-01T00:00:02.000Z" };
    expect(itemsPerSecond(done, null, { read: 500, at: 0 })).toBe(250);
    // A cancelled one too, whatever this page saw of it.
    const cancelled = { ...done, status: "cancelled" as const, read: 300 };
    expect(itemsPerSecond(cancelled, { read: 20, at: 1000 }, { read: 300, at: 1500 })).toBe(150);
  });
});

describe("demo state", () => {
  it("is absent on a store of imported data only", () => {
    expect(demoState(status({}))).toEqual({ present: false, loading: false, mixed: false });
  });

  it("is loading while the demo world has started but not finished", () => {
    expect(demoState(status({ seed: 42, accounts: 5, posts: 9 }, { accounts: 5, posts: 9 }))).toEqual({
      present: true,
      loading: true,
      mixed: false,
    });
  });

  it("is mixed when imported data sits beside the finished demo world", () => {
    const s = status({ seed: 42, accounts: 8, posts: 20, generated_at: "2025-01-01T00:00:00Z" });
    expect(demoState(s)).toEqual({ present: true, loading: false, mixed: true });
    expect(importedCounts(s)).toEqual({ accounts: 2, posts: 0 });
  });
});

describe("formatting", () => {
  it("formats counts and sizes in the interface language", () => {
    expect(formatCount(12345, "en")).toBe("12,345");
    expect(formatBytes(512, "en")).toBe("0.5 kB");
    expect(formatBytes(1536, "en")).toBe("1.5 kB");
    expect(formatBytes(5 * 1024 * 1024, "en")).toBe("5 MB");
  });
});
