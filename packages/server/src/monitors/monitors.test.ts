import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker } from "../jobs/worker.ts";
import { createOutboxMailer } from "../mail/mailer.ts";
import { socialJobHandlers } from "../social/index.ts";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { enqueueDueMonitors, enqueueRunsAfterImport, monitorJobHandlers } from "./monitor-jobs.ts";

const HOUR = 3_600_000;

describe.each(backends)("monitors (%s)", (backend) => {
  let t: TestApp;
  let staff: string;
  let ann: string;
  let bob: string;
  let eve: string;
  let acme: { id: number; slug: string };
  let rival: { id: number; slug: string };
  let nextPost = 1;

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await signIn(t, "staff@example.com");
    ann = await signIn(t, "ann@acme.test");
    bob = await signIn(t, "bob@acme.test");
    eve = await signIn(t, "eve@rival.test");
    acme = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body;
    rival = (await t.call({ method: "POST", url: "/api/teams/", token: eve, payload: { name: "Rival" } })).body;
    await t.db.query(
      "INSERT INTO memberships (team_id, user_id, level) SELECT $1, id, 'member' FROM users WHERE email = 'bob@acme.test'",
      [acme.id],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  /** The job worker as the server runs it: imports (their hook enqueues monitor runs) and monitor runs. */
  const drain = () =>
    startWorker(
      t.db,
      {
        ...socialJobHandlers({ xBearerToken: undefined }, { afterPostsImported: enqueueRunsAfterImport }),
        ...monitorJobHandlers({
          db: t.db,
          mailer: createOutboxMailer(t.db, () => {}),
          config: { publicUrl: "http://localhost:8080" },
          now: () => t.clock.now,
        }),
      },
      { autoStart: false },
    ).drain();

  /** Uploads `n` posts of `text` (an hour old, by distinct authors) as staff do, and runs the jobs that follow. */
  const importPosts = async (n: number, text: string) => {
    const at = new Date(t.clock.now.getTime() - HOUR).toISOString();
    const lines = Array.from({ length: n }, () => {
      const id = nextPost++;
      return JSON.stringify({
        data: [
          { id: `90${id}`, text, author_id: `80${id}`, lang: "en", created_at: at, public_metrics: { like_count: 3 } },
        ],
        includes: { users: [{ id: `80${id}`, username: `fan${id}`, name: `Fan ${id}` }] },
      });
    }).join("\n");
    const res = await t.call({
      method: "POST",
      url: "/api/social/imports/?filename=posts.jsonl",
      payload: lines,
      headers: { "content-type": "application/x-ndjson" },
      token: staff,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await drain();
  };

  const create = (payload: Record<string, unknown>, token = ann) =>
    t.call({ method: "POST", url: "/api/monitors/", token, payload: { team: acme.slug, ...payload } });
  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
  const mailsTo = (address: string) =>
    t.db.query<{ subject: string; body: string }>(
      "SELECT subject, body FROM outbox WHERE to_address = $1 AND subject LIKE 'Monitor%' ORDER BY id",
      [address],
    );

  let espresso: number;
  /** After the clock moved on past the sessions' idle time. */
  const signInAgain = async () => {
    ann = await signIn(t, "ann@acme.test");
    bob = await signIn(t, "bob@acme.test");
  };

  it("refuses bad input with a readable detail and stores nothing", async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ kind: "query", query: "espresso" }, 400, /Set a volume or a sentiment threshold/],
      [{ kind: "query", query: "espresso", volume_threshold_pct: 0 }, 400, /at least 1/],
      [{ kind: "query", query: "", volume_threshold_pct: 20 }, 400, /Query is required/],
      [{ kind: "topic", query: "espresso", volume_threshold_pct: 20 }, 400, /kind must be query or handle/],
      [{ kind: "query", query: "espresso", cadence: "weekly", volume_threshold_pct: 20 }, 400, /cadence/],
      [{ kind: "query", query: "(espresso", volume_threshold_pct: 20 }, 400, /\w/],
      [{ kind: "query", query: "espresso", country: "Qwertyland", volume_threshold_pct: 20 }, 400, /Unknown country/],
      [{ kind: "handle", handle: "nobody_here", volume_threshold_pct: 20 }, 400, /no account @nobody_here/],
    ];
    for (const [payload, status, said] of cases) {
      const res = await create(payload);
      expect(res.status, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(res.body), JSON.stringify(payload)).toMatch(said);
    }
    const ja = await t.call({
      method: "POST",
      url: "/api/monitors/",
      token: ann,
      headers: { "accept-language": "ja" },
      payload: { team: acme.slug, kind: "query", query: "espresso" },
    });
    expect(ja.body.detail).toMatch(/しきい値/);
    expect(await count("monitors")).toBe(0);
    expect(await count("monitor_runs")).toBe(0);
  });

  it("saves a monitor with its first run's headline figures read from the store", async () => {
    await importPosts(4, "Morning #espresso at the corner cafe");
    await importPosts(2, "Rainy day walk");
    const res = await create({ kind: "query", query: "espresso", cadence: "hourly", volume_threshold_pct: 50 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    espresso = res.body.id;
    expect(res.body).toMatchObject({
      name: "espresso",
      kind: "query",
      subject: "espresso",
      status: "active",
      email_alerts: true,
      created_by: "ann@acme.test",
      can_delete: true,
    });
    expect(res.body.last_run.figures).toMatchObject({
      posts: 4,
      authors: 4,
      engagements: 12,
      top_hashtags: [{ term: "espresso", count: 4 }],
    });
    expect(res.body.last_run).toMatchObject({ trigger: "created", volume_change_pct: null, alerted: false });
    expect(res.body.runs).toHaveLength(1);
  });

  it("alerts once, in-app and by mail to whoever asked, when imported posts cross the threshold", async () => {
    // Bob is in the team but asked for no mail; Ann did when she saved it.
    await importPosts(3, "Second #espresso of the day");
    const detail = await t.call({ method: "GET", url: `/api/monitors/${espresso}/`, token: ann });
    expect(detail.body.runs.map((r: { figures: { posts: number } }) => r.figures.posts)).toEqual([7, 4]);
    expect(detail.body.runs[0]).toMatchObject({ trigger: "import", volume_change_pct: 75, alerted: true });
    expect(await count("monitor_alerts")).toBe(1);
    const mails = await mailsTo("ann@acme.test");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Monitor alert: espresso");
    expect(mails[0]?.body).toContain("Posts: 4 → 7 (+75%; threshold 50%)");
    expect(mails[0]?.body).toContain(`http://localhost:8080/monitors?monitor=${espresso}`);
    expect(await mailsTo("bob@acme.test")).toHaveLength(0);

    const alerts = await t.call({ method: "GET", url: `/api/monitors/alerts/?team=${acme.slug}`, token: bob });
    expect(alerts.body).toMatchObject({ count: 1, unread: 1 });
    expect(alerts.body.results[0]).toMatchObject({
      monitor_id: espresso,
      monitor_name: "espresso",
      read: false,
      reasons: [{ metric: "volume", before: 4, after: 7, change: 75, threshold: 50 }],
    });
    const read = await t.call({
      method: "POST",
      url: "/api/monitors/alerts/read/",
      token: bob,
      payload: { team: acme.slug },
    });
    expect(read.body).toEqual({ unread: 0 });
    // Each member reads for themselves.
    const annAlerts = await t.call({ method: "GET", url: `/api/monitors/alerts/?team=${acme.slug}`, token: ann });
    expect(annAlerts.body.unread).toBe(1);
  });

  it("does not alert below the threshold", async () => {
    await importPosts(1, "Third #espresso, no more");
    const detail = await t.call({ method: "GET", url: `/api/monitors/${espresso}/`, token: ann });
    expect(detail.body.runs[0]).toMatchObject({ volume_change_pct: 14.3, alerted: false });
    expect(await count("monitor_alerts")).toBe(1);
    expect(await mailsTo("ann@acme.test")).toHaveLength(1);
  });

  it("lists the team's monitors a page at a time, with their recent runs", async () => {
    for (const query of ["latte", "mocha"]) {
      expect((await create({ kind: "query", query, sentiment_threshold: 10 })).status).toBe(201);
    }
    const page = await t.call({ method: "GET", url: `/api/monitors/?team=${acme.slug}&limit=2`, token: bob });
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(3);
    expect(page.body.results.map((m: { name: string }) => m.name)).toEqual(["mocha", "latte"]);
    const rest = await t.call({ method: "GET", url: `/api/monitors/?team=${acme.slug}&limit=2&offset=2`, token: bob });
    expect(rest.body.results).toHaveLength(1);
    expect(rest.body.results[0]).toMatchObject({ name: "espresso", email_alerts: false, can_delete: false });
    expect(rest.body.results[0].recent.map((r: { posts: number }) => r.posts)).toEqual([4, 7, 8]);
  });

  it("keeps another team's monitors and alerts from them: 404", async () => {
    for (const method of ["GET", "PATCH", "DELETE"] as const) {
      const res = await t.call({
        method,
        url: `/api/monitors/${espresso}/`,
        token: eve,
        ...(method === "PATCH" ? { payload: { status: "paused" } } : {}),
      });
      expect(res.status, method).toBe(404);
      expect(res.body.detail).toBeTruthy();
    }
    expect((await t.call({ method: "GET", url: `/api/monitors/?team=${acme.slug}`, token: eve })).status).toBe(404);
    expect((await t.call({ method: "GET", url: `/api/monitors/alerts/?team=${acme.slug}`, token: eve })).status).toBe(
      404,
    );
    const own = await t.call({ method: "GET", url: `/api/monitors/?team=${rival.slug}`, token: eve });
    expect(own.body).toEqual({ count: 0, results: [] });
    const ids = (await t.db.query<{ id: number }>("SELECT id FROM monitor_alerts")).map((a) => a.id);
    await t.call({ method: "POST", url: "/api/monitors/alerts/read/", token: eve, payload: { team: rival.slug, ids } });
    expect(await count("monitor_alert_reads")).toBe(1);
  });

  it("runs due monitors on the schedule once however many schedulers look, and never paused ones", async () => {
    const paused = await t.call({
      method: "PATCH",
      url: `/api/monitors/${espresso}/`,
      token: bob,
      payload: { status: "paused" },
    });
    expect(paused.body).toMatchObject({ status: "paused", next_run_at: null });
    const jobs = () =>
      t.db.query<{ monitor: string }>(
        "SELECT payload->>'monitorId' AS monitor FROM jobs WHERE kind = 'monitors.run' AND status = 'queued'",
      );
    expect(await jobs()).toEqual([]);
    // An hour and a minute later: the hourly espresso monitor would be due, the two daily ones not.
    t.clock.advance(HOUR + 60_000);
    expect(await enqueueDueMonitors(t.db, t.clock.now)).toBe(0);
    await signInAgain();
    await t.call({ method: "PATCH", url: `/api/monitors/${espresso}/`, token: bob, payload: { status: "active" } });
    t.clock.advance(25 * HOUR);
    await signInAgain();
    const runs = await Promise.all([1, 2, 3].map(() => enqueueDueMonitors(t.db, t.clock.now)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3);
    expect((await jobs()).map((j) => Number(j.monitor)).sort()).toHaveLength(3);
    expect(await enqueueDueMonitors(t.db, t.clock.now)).toBe(0);
    expect(await drain()).toBe(3);
    const detail = await t.call({ method: "GET", url: `/api/monitors/${espresso}/`, token: ann });
    // A day later the posts an hour old have left the window: a fall beyond the threshold.
    expect(detail.body.runs[0]).toMatchObject({
      trigger: "schedule",
      figures: { posts: 0 },
      volume_change_pct: -100,
      alerted: true,
    });
  });

  it("refuses a monitor past the team's limit with a 409 that says so", async () => {
    await t.db.query(
      `INSERT INTO monitors (team_id, name, kind, subject, cadence, volume_threshold_pct, next_run_at)
       SELECT $1, 'm' || n, 'query', 'm' || n, 'daily', 10, now() + interval '1 day' FROM generate_series(1, 47) n`,
      [acme.id],
    );
    const res = await create({ kind: "query", query: "cortado", volume_threshold_pct: 20 });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/already has 50 monitors/);
    await t.db.query("DELETE FROM monitors WHERE name LIKE 'm%' AND team_id = $1 AND name ~ '^m\\d+$'", [acme.id]);
  });

  it("lets the creator or an admin delete a monitor, with its runs and alerts", async () => {
    const refused = await t.call({ method: "DELETE", url: `/api/monitors/${espresso}/`, token: bob });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/creator or a team admin/);
    const deleted = await t.call({ method: "DELETE", url: `/api/monitors/${espresso}/`, token: ann });
    expect(deleted.status).toBe(204);
    expect((await t.call({ method: "GET", url: `/api/monitors/${espresso}/`, token: ann })).status).toBe(404);
    expect((await t.db.query("SELECT 1 FROM monitor_runs WHERE monitor_id = $1", [espresso])).length).toBe(0);
    expect(await count("monitor_alerts")).toBe(0);
  });
});
