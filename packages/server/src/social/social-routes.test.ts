import type { ImportJob } from "@xa/core/social/social-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelJob, claimJob, enqueueJob, findJob } from "../jobs/job-queries.ts";
import { startWorker } from "../jobs/worker.ts";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { IMPORT_KIND, importJob, socialJobHandlers } from "./social-jobs.ts";

const JSONL = [
  JSON.stringify({
    data: [{ id: "7001", text: "I love my new #EV", author_id: "71", lang: "en" }],
    includes: {
      users: [
        {
          id: "71",
          username: "ann",
          name: "Ann Lee",
          description: "she/her · nurse · 25 y/o",
          location: "NYC",
          public_metrics: { followers_count: 310, following_count: 42 },
        },
      ],
    },
    __twarc: { retrieved_at: "2026-01-15T10:00:00+00:00" },
  }),
  "{not json",
  JSON.stringify({ data: [{ id: "7002", text: "最悪な一日", author_id: "72", lang: "ja" }] }),
].join("\n");

describe.each(backends)("social store routes and jobs on %s", (backend) => {
  let t: TestApp;
  let staff: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await signIn(t, "staff@example.com");
    member = await signIn(t, "someone@example.com");
  });
  afterAll(async () => {
    await t.close();
  });
  const upload = (
    token: string | undefined,
    query: string,
    payload: string | Buffer = JSONL,
    headers: Record<string, string> = {},
  ) =>
    t.call({
      method: "POST",
      url: `/api/social/imports/?${query}`,
      payload,
      headers: { "content-type": "application/x-ndjson", ...headers },
      ...(token ? { token } : {}),
    });

  /** Runs the queued import (the only job queued) as the worker would, and returns it as staff poll it. */
  const runImport = async (id: string) => {
    const worker = startWorker(t.db, socialJobHandlers({ xBearerToken: undefined }), { autoStart: false });
    expect(await worker.drain()).toBe(1);
    return t.call({ method: "GET", url: `/api/social/imports/${id}/`, token: staff });
  };

  it("lets staff upload a file that a background job imports and enriches, with progress to poll", async () => {
    const created = await upload(staff, "filename=sample.jsonl");
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: "queued",
      filename: "sample.jsonl",
      total_bytes: Buffer.byteLength(JSONL),
    });
    const job = await runImport(created.body.id);
    expect(job.body).toMatchObject({
      status: "done",
      phase: "done",
      format: "x-v2",
      read: 3,
      skipped: { "malformed JSON": 1 },
      bad_lines: [{ line: 2 }],
      written: { posts: { inserted: 2, updated: 0 }, snapshots: { inserted: 1, updated: 0 } },
      csv_columns: null,
    });
    expect(job.body.enriched_accounts).toBeGreaterThanOrEqual(1);
    const [ann] = await t.db.query(
      "SELECT gender, age_band, country, city, job_group, account_type FROM accounts WHERE id = '71'",
    );
    expect(ann).toEqual({
      gender: "female",
      age_band: "25-34",
      country: "US",
      city: "New York City",
      job_group: "Healthcare",
      account_type: "person",
    });
    const list = await t.call({ method: "GET", url: "/api/social/imports/", token: staff });
    expect(list.body.results[0].id).toBe(created.body.id);
    const status = await t.call({ method: "GET", url: "/api/social/store/", token: member });
    expect(status.body).toMatchObject({
      posts: 2,
      accounts: 1,
      snapshots: 1,
      demo: { accounts: 0, posts: 0 },
      x_connector: false,
    });
    expect(status.body.methods.sentiment).toContain("AFINN");
    const ja = await t.call({
      method: "GET",
      url: "/api/social/store/",
      token: member,
      headers: { "accept-language": "ja" },
    });
    expect(ja.body.posts).toBe(2);
    expect(ja.body.methods.sentiment).toMatch(/^ルールベース。英語：AFINN-165/);
    expect(ja.body.methods.age).toContain("「25歳」");
  });

  it("shows the posts' indexes being built when an import ends a bulk load, then finishes as usual", async () => {
    // 16 MiB, mostly blank lines: large enough for a bulk load into this small store (see ingest's BULK_LOAD).
    const created = await upload(staff, "filename=bulk.jsonl", `${JSONL}${"\n".repeat(16 * 1024 * 1024)}`);
    expect(created.status).toBe(201);
    const [indexes] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'posts' AND schemaname = current_schema()",
    );
    const secondary = (indexes?.n ?? 0) - 1;
    const seen: ImportJob[] = [];
    const worker = startWorker(
      t.db,
      {
        [IMPORT_KIND]: (ctx) =>
          importJob({
            ...ctx,
            report: async (progress, checkpoint) => {
              await ctx.report(progress, checkpoint);
              if (progress.phase !== "indexing") return;
              const view = await t.call({
                method: "GET",
                url: `/api/social/imports/${created.body.id}/`,
                token: staff,
              });
              seen.push(view.body);
            },
          }),
      },
      { autoStart: false },
    );
    expect(await worker.drain()).toBe(1);
    expect(seen.map((v) => v.indexes)).toEqual(
      Array.from({ length: secondary + 1 }, (_, built) => ({ built, total: secondary })),
    );
    // The file is in while they are built: its counts show beside the stage.
    expect(seen.every((v) => v.status === "running" && v.phase === "indexing" && v.read === 3)).toBe(true);
    const done = await t.call({ method: "GET", url: `/api/social/imports/${created.body.id}/`, token: staff });
    expect(done.body).toMatchObject({ status: "done", phase: "done", indexes: null, read: 3 });
    const [after] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'posts' AND schemaname = current_schema()",
    );
    expect(after?.n).toBe(indexes?.n);
  });

  it("imports an X Analytics CSV saved in Shift_JIS, saying which export's column names it read", async () => {
    // Tweet id,Tweet text,time / 7101,東京,2026-03-01 10:00 +0000 (東京 in Shift_JIS)
    const csv = Buffer.concat([
      Buffer.from("Tweet id,Tweet text,time\r\n7101,"),
      Buffer.from([0x93, 0x8c, 0x8b, 0x9e]),
      Buffer.from(",2026-03-01 10:00 +0000\r\n"),
    ]);
    const created = await upload(staff, "filename=activity.csv", csv, { "content-type": "text/csv" });
    expect(created.status).toBe(201);
    const job = await runImport(created.body.id);
    expect(job.body).toMatchObject({
      status: "done",
      format: "csv",
      csv_columns: { preset: "x-analytics", mapped: false },
      written: { posts: { inserted: 1 } },
    });
    const [post] = await t.db.query("SELECT text FROM posts WHERE id = '7101'");
    expect(post).toEqual({ text: "東京" });
    await t.db.query("DELETE FROM jobs WHERE id = $1", [created.body.id]);
  });

  it("refuses non-staff, bad mappings, empty files and unknown jobs, changing nothing", async () => {
    const jobs = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs"))[0]?.n;
    const before = await jobs();
    expect((await upload(member, "filename=x.jsonl")).status).toBe(403);
    expect((await upload(undefined, "filename=x.jsonl")).status).toBe(403);
    expect((await upload(staff, "filename=x.csv&map=nope=Tweet")).body.detail).toContain(
      'Unknown mapping "nope=Tweet"',
    );
    expect(await upload(staff, "filename=x.jsonl", "")).toMatchObject({ status: 400 });
    expect((await upload(staff, "format=x-v2")).status).toBe(400);
    expect((await t.call({ method: "GET", url: "/api/social/imports/999999/", token: staff })).status).toBe(404);
    expect((await t.call({ method: "GET", url: "/api/social/imports/abc/", token: staff })).status).toBe(404);
    expect((await t.call({ method: "GET", url: "/api/social/imports/1/", token: member })).status).toBe(403);
    expect(await jobs()).toBe(before);
  });

  it("takes files larger than the JSON body limit, streamed into the database in chunks", async () => {
    const line = JSON.stringify({ data: [{ id: "8001", text: "x".repeat(1000), author_id: "81" }] });
    const big = `${Array.from({ length: 2500 }, () => line).join("\n")}\n`;
    const created = await upload(staff, "filename=big.jsonl", big);
    expect(created).toMatchObject({ status: 201, body: { total_bytes: Buffer.byteLength(big) } });
    const [chunks] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM upload_chunks");
    expect(chunks?.n).toBeGreaterThanOrEqual(2);
    await t.db.query("DELETE FROM jobs WHERE id = $1", [created.body.id]);
  });

  it("accepts the local CLI's ingest token instead of a staff session", async () => {
    await t.db.query("INSERT INTO ingest_tokens (token) VALUES ('local-token-0123456789abcdef')");
    expect(
      (await upload(undefined, "filename=a.jsonl", JSONL, { authorization: "Ingest local-token-0123456789abcdef" }))
        .status,
    ).toBe(201);
    expect(
      (await upload(undefined, "filename=a.jsonl", JSONL, { authorization: "Ingest wrong-token-0123456789abcdef" }))
        .status,
    ).toBe(403);
  });

  it("lets staff cancel a queued import: it never runs, its file is removed, and an ended job stays as it is", async () => {
    await t.db.query("DELETE FROM jobs");
    const lines = JSON.stringify({ data: [{ id: "7301", text: "never imported", author_id: "73" }] });
    const created = await upload(staff, "filename=cancel-me.jsonl", lines);
    const { id } = created.body;
    const [file] = await t.db.query<{ upload_id: string }>(
      "SELECT payload->>'uploadId' AS upload_id FROM jobs WHERE id = $1",
      [id],
    );
    const cancel = (token: string, jobId = id) =>
      t.call({ method: "POST", url: `/api/social/imports/${jobId}/cancel/`, token });
    expect((await cancel(member)).status).toBe(403);
    expect((await cancel(staff, "999999")).status).toBe(404);
    expect(await findJob(t.db, id)).toMatchObject({ status: "queued" });

    const cancelled = await cancel(staff);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      id,
      status: "cancelled",
      cancel_requested: true,
      filename: "cancel-me.jsonl",
    });
    expect(cancelled.body.finished_at).not.toBeNull();
    expect(await t.db.query("SELECT 1 FROM uploads WHERE id = $1", [file?.upload_id])).toHaveLength(0);
    const worker = startWorker(t.db, socialJobHandlers({ xBearerToken: undefined }), { autoStart: false });
    expect(await worker.drain()).toBe(0);
    expect(await t.db.query("SELECT 1 FROM posts WHERE id = '7301'")).toHaveLength(0);

    const again = await cancel(staff);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: "This import has already ended." });
    const done = await upload(staff, "filename=done.jsonl");
    await runImport(done.body.id);
    expect((await cancel(staff, done.body.id)).body).toEqual({ detail: "This import has already ended." });
    expect(await findJob(t.db, done.body.id)).toMatchObject({ status: "done", cancel_requested_at: null });
  });

  it("stops a running job that is cancelled: it ends cancelled, not failed, keeping its progress", async () => {
    await t.db.query("DELETE FROM jobs");
    const job = await enqueueJob(t.db, "test.long", {});
    let stoppedBy: unknown = null;
    const worker = startWorker(
      t.db,
      {
        "test.long": async ({ report, signal }) => {
          await report({ step: 1 });
          expect(await cancelJob(t.db, job.id)).toMatchObject({
            status: "running",
            cancel_requested_at: expect.any(Date),
          });
          // Runs until the worker, looking every 20 ms, sees the request and aborts the signal.
          await new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
          return { finished: true };
        },
      },
      { autoStart: false, heartbeatMs: 20 },
    )
      .drain()
      .catch((error: unknown) => {
        stoppedBy = error;
      });
    await worker;
    expect(stoppedBy).toBeNull();
    expect(await findJob(t.db, job.id)).toMatchObject({
      status: "cancelled",
      progress: { step: 1 },
      result: null,
      error: null,
      attempts: 1,
    });
    expect(await cancelJob(t.db, job.id)).toBeNull();
  });

  it("renews a running job's lease while it reports nothing, so no other worker takes it over", async () => {
    await t.db.query("DELETE FROM jobs");
    const job = await enqueueJob(t.db, "test.quiet", {});
    const leaseLeft = async () =>
      (
        await t.db.query<{ ms: number }>(
          "SELECT (extract(epoch FROM locked_until - now()) * 1000)::float8 AS ms FROM jobs WHERE id = $1",
          [job.id],
        )
      )[0]?.ms ?? 0;
    let takenOver: unknown = "not tried";
    const worker = startWorker(
      t.db,
      {
        "test.quiet": async () => {
          // As if the lease ran out while the job waited (a fetch waiting out a rate limit reports nothing).
          await t.db.query("UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1", [job.id]);
          for (let i = 0; i < 100 && (await leaseLeft()) <= 0; i++) await new Promise((r) => setTimeout(r, 20));
          takenOver = await claimJob(t.db, "another-worker", ["test.quiet"]);
          return { quiet: true };
        },
      },
      { autoStart: false, heartbeatMs: 20 },
    );
    expect(await worker.drain()).toBe(1);
    expect(takenOver).toBeNull();
    expect(await findJob(t.db, job.id)).toMatchObject({ status: "done", attempts: 1, result: { quiet: true } });
  });

  it("ends a cancelled job whose worker is gone without running it again", async () => {
    await t.db.query("DELETE FROM jobs");
    const job = await enqueueJob(t.db, "test.orphan", {});
    await claimJob(t.db, "w1", ["test.orphan"]);
    // Asked to stop while w1 ran it; w1 then crashed before it looked.
    expect(await cancelJob(t.db, job.id)).toMatchObject({ status: "running" });
    await t.db.query("UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1", [job.id]);
    let ran = false;
    const worker = startWorker(
      t.db,
      {
        "test.orphan": async () => {
          ran = true;
          return {};
        },
      },
      { autoStart: false },
    );
    expect(await worker.drain()).toBe(1);
    expect(ran).toBe(false);
    expect(await findJob(t.db, job.id)).toMatchObject({ status: "cancelled", attempts: 2 });
    // A running job whose lease ran out is cancelled at once.
    const other = await enqueueJob(t.db, "test.orphan", {});
    await claimJob(t.db, "w2", ["test.orphan"]);
    await t.db.query("UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1", [other.id]);
    expect(await cancelJob(t.db, other.id)).toMatchObject({ status: "cancelled", locked_by: null });
  });

  it("hands each job to one worker (SKIP LOCKED) and lets another take over an expired lease", async () => {
    await t.db.query("DELETE FROM jobs");
    const a = await enqueueJob(t.db, "test.kind", {});
    const b = await enqueueJob(t.db, "test.kind", {});
    const [first, second, third] = await Promise.all([
      claimJob(t.db, "w1", ["test.kind"]),
      claimJob(t.db, "w2", ["test.kind"]),
      claimJob(t.db, "w3", ["test.kind"]),
    ]);
    expect(new Set([first?.id, second?.id, third?.id].filter(Boolean))).toEqual(new Set([a.id, b.id]));
    // w1 crashed: its lease runs out and another worker resumes from the saved checkpoint.
    await t.db.query(
      "UPDATE jobs SET locked_until = now() - interval '1 second', checkpoint = '{\"records\": 5}' WHERE id = $1",
      [a.id],
    );
    const again = await claimJob(t.db, "w4", ["test.kind"]);
    expect(again).toMatchObject({ id: a.id, attempts: 2, checkpoint: { records: 5 } });
    expect((await findJob(t.db, a.id))?.status).toBe("running");
  });

  it("retries a failing job and marks it failed after its attempts", async () => {
    await t.db.query("DELETE FROM jobs");
    const job = await enqueueJob(t.db, "test.fail", {});
    await t.db.query("UPDATE jobs SET max_attempts = 2 WHERE id = $1", [job.id]);
    const worker = startWorker(
      t.db,
      {
        "test.fail": async () => {
          throw new Error("boom");
        },
      },
      { autoStart: false },
    );
    await worker.drain();
    expect(await findJob(t.db, job.id)).toMatchObject({ status: "queued", error: "boom" });
    await t.db.query("UPDATE jobs SET run_after = now() WHERE id = $1", [job.id]);
    await worker.drain();
    expect(await findJob(t.db, job.id)).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("keeps the last attempt's error while the job runs again, and none once it is done", async () => {
    await t.db.query("DELETE FROM jobs");
    const job = await enqueueJob(t.db, "test.flaky", {});
    const seenWhileRunning: unknown[] = [];
    let calls = 0;
    const worker = startWorker(
      t.db,
      {
        "test.flaky": async () => {
          seenWhileRunning.push(await findJob(t.db, job.id));
          calls++;
          if (calls === 1) throw new Error("X API unreachable: fetch failed");
          return { ok: true };
        },
      },
      { autoStart: false },
    );
    await worker.drain();
    await t.db.query("UPDATE jobs SET run_after = now() WHERE id = $1", [job.id]);
    await worker.drain();
    expect(seenWhileRunning).toMatchObject([
      { status: "running", attempts: 1, error: null },
      { status: "running", attempts: 2, error: "X API unreachable: fetch failed" },
    ]);
    expect(await findJob(t.db, job.id)).toMatchObject({ status: "done", error: null, result: { ok: true } });
  });
});
