import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";
import { claimJob, enqueueJob, findJob, recoverJobsAtStart } from "./job-queries.ts";
import { startWorker } from "./worker.ts";

const INTERRUPTED = "Interrupted during its last attempt (2 of 2), so not tried again";

describe.each(backends)("jobs interrupted during their last attempt on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A job whose worker stopped during its last attempt (a crash: nothing ended it). */
  const crashedOnLastAttempt = async (kind: string, leaseRanOut: boolean) => {
    const job = await enqueueJob(t.db, kind, {});
    await t.db.query("UPDATE jobs SET max_attempts = 2, attempts = 1 WHERE id = $1", [job.id]);
    expect(await claimJob(t.db, "crashed-worker", [kind])).toMatchObject({ attempts: 2, status: "running" });
    if (leaseRanOut)
      await t.db.query("UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1", [job.id]);
    return job.id;
  };

  it("ends it failed, saying why, when a worker next looks for work", async () => {
    await t.db.query("DELETE FROM jobs");
    const id = await crashedOnLastAttempt("test.interrupted", true);
    let ran = false;
    const handlers = {
      "test.interrupted": async () => {
        ran = true;
        return {};
      },
    };
    const worker = startWorker(t.db, handlers, { autoStart: false });
    expect(await worker.drain()).toBe(0);
    expect(ran).toBe(false);
    expect(await findJob(t.db, id)).toMatchObject({
      status: "failed",
      error: INTERRUPTED,
      attempts: 2,
      locked_by: null,
      finished_at: expect.any(Date),
    });
  });

  it("ends it cancelled instead when someone had asked to cancel it", async () => {
    await t.db.query("DELETE FROM jobs");
    const id = await crashedOnLastAttempt("test.interrupted", true);
    await t.db.query("UPDATE jobs SET cancel_requested_at = now() WHERE id = $1", [id]);
    await claimJob(t.db, "w", ["test.interrupted"]);
    expect(await findJob(t.db, id)).toMatchObject({ status: "cancelled", error: null });
  });

  it("ends it at server start: at once on PGlite (one process), once its lease ran out on PostgreSQL", async () => {
    await t.db.query("DELETE FROM jobs");
    const expired = await crashedOnLastAttempt("test.start-a", true);
    const recent = await crashedOnLastAttempt("test.start-b", false);
    const ended = await recoverJobsAtStart(t.db);
    expect(await findJob(t.db, expired)).toMatchObject({ status: "failed", error: INTERRUPTED });
    // On PostgreSQL another server process may still be running it.
    const open = backend === "pglite" ? { status: "failed", error: INTERRUPTED } : { status: "running" };
    expect(await findJob(t.db, recent)).toMatchObject(open);
    expect(ended.length).toBe(backend === "pglite" ? 2 : 1);
  });
});
