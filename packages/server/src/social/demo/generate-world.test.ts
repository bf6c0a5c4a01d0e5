import { emptyAccount } from "@xa/core/social/records";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countEventLoopTurns } from "../../test/event-loop-turns.ts";
import { backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { deferSecondaryIndexes } from "../deferred-indexes.ts";
import { writeItems } from "../write-items.ts";
import { generateDemoWorld } from "./generate-world.ts";
import { deleteDemoWorld, loadDemoIfEmpty } from "./load-demo.ts";

const END = new Date("2026-03-31T00:00:00Z");

describe.each(backends)("demo world on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });
  const rows = (sql: string) => t.db.query<Record<string, unknown>>(sql);

  it("generates a labelled, realistic world: communities, threads, engagement, snapshots, enrichment", async () => {
    const postIndexes =
      "SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'posts' AND schemaname = current_schema()";
    const [before] = await rows(postIndexes);
    const summary = await generateDemoWorld(t.db, { accounts: 400, days: 14, seed: 7, end: END, deferIndexes: true });
    expect(summary).toMatchObject({ accounts: 400 });
    expect(summary.posts).toBeGreaterThan(3000);
    const [counts] = await rows(
      `SELECT (SELECT count(*) FROM accounts WHERE is_demo)::int AS accounts, (SELECT count(*) FROM posts WHERE is_demo)::int AS posts,
        (SELECT count(DISTINCT lang) FROM posts)::int AS langs, (SELECT count(*) FROM posts WHERE kind = 'reply')::int AS replies,
        (SELECT count(*) FROM engagements WHERE kind = 'like')::int AS likes, (SELECT count(*) FROM follows)::int AS follows,
        (SELECT count(*) FROM engagements)::int AS engagements,
        (SELECT count(*) FROM follower_snapshots)::int AS snapshots, (SELECT count(*) FROM accounts WHERE account_type = 'organization')::int AS orgs,
        (SELECT count(*) FROM accounts WHERE gender <> 'unknown')::int AS gendered, (SELECT count(*) FROM accounts WHERE country = 'JP')::int AS jp,
        (SELECT count(DISTINCT h) FROM posts, unnest(hashtags) h)::int AS hashtags,
        (SELECT count(*) FROM posts WHERE created_at < '2026-03-18' OR created_at >= '2026-04-01')::int AS outside,
        (${postIndexes}) AS post_indexes`,
    );
    // The indexes dropped for the load are all back.
    expect(before?.n).toBeGreaterThanOrEqual(6);
    expect(counts).toMatchObject({
      accounts: 400,
      posts: summary.posts,
      // The summary the console prints counts what was stored.
      engagements: summary.engagements,
      follows: summary.follows,
      snapshots: summary.snapshots,
      langs: 2,
      outside: 0,
      post_indexes: before?.n,
    });
    expect(counts?.replies).toBeGreaterThan(300);
    expect(counts?.likes).toBeGreaterThan(500);
    expect(counts?.follows).toBeGreaterThan(1000);
    expect(counts?.snapshots).toBeGreaterThan(0);
    expect(counts?.orgs).toBeGreaterThanOrEqual(20);
    expect(counts?.gendered).toBeGreaterThan(200);
    expect(counts?.jp).toBeGreaterThan(20);
    expect(counts?.hashtags).toBeGreaterThan(30);
    // Every age band is found in the bios, most in 18-34 and few 65+, as among X's users.
    const ages = await rows(
      "SELECT age_band AS band, count(*)::int AS n FROM accounts WHERE is_demo AND age_band <> 'unknown' GROUP BY 1",
    );
    const byBand = new Map(ages.map((r) => [r.band as string, r.n as number]));
    const aged = [...byBand.values()].reduce((a, b) => a + b, 0);
    for (const band of ["13-17", "18-24", "25-34", "35-44", "45-54", "55-64", "65+"])
      expect(byBand.get(band) ?? 0, band).toBeGreaterThan(0);
    expect((byBand.get("65+") ?? 0) / aged).toBeLessThan(0.1);
    expect(((byBand.get("18-24") ?? 0) + (byBand.get("25-34") ?? 0)) / aged).toBeGreaterThan(0.35);
    // A post's public counts hold at least the engagements the store has of it, and the summary
    // says what share of the public counts the store keeps.
    const [over] = await rows(
      `SELECT count(*)::int AS n FROM posts p JOIN (SELECT post_id, kind, count(*)::int AS n FROM engagements GROUP BY 1, 2) e
        ON e.post_id = p.id WHERE e.n > CASE e.kind WHEN 'like' THEN p.like_count WHEN 'repost' THEN p.repost_count
          WHEN 'reply' THEN p.reply_count ELSE p.quote_count END`,
    );
    expect(over?.n).toBe(0);
    expect(summary.engagementShare).toBeGreaterThan(0);
    expect(summary.engagementShare).toBeLessThan(1);
    // Heavy-tailed popularity: the top 1% of accounts hold a large share of followers.
    const [tail] = await rows(
      "SELECT (SELECT sum(f) FROM (SELECT followers_count f FROM accounts ORDER BY f DESC LIMIT 4) s) * 1.0 / sum(followers_count) AS share FROM accounts",
    );
    expect(Number(tail?.share)).toBeGreaterThan(0.1);
    // Replies continue threads: they share the conversation of the post they answer.
    const [thread] = await rows(
      "SELECT count(*)::int AS n FROM posts r JOIN posts p ON p.id = r.reply_to_post_id WHERE r.conversation_id <> p.conversation_id",
    );
    expect(thread?.n).toBe(0);
    // X communities: one per interest topic and language, each with members and about a quarter of
    // its topic's threads; a reply stays in its thread's community.
    const [community] = await rows(
      `SELECT (SELECT count(*) FROM communities WHERE is_demo AND member_count > 0)::int AS communities,
        (SELECT count(*) FROM posts WHERE community_id IS NOT NULL)::int AS posts,
        (SELECT count(*) FROM posts p LEFT JOIN communities c ON c.id = p.community_id
          WHERE p.community_id IS NOT NULL AND c.id IS NULL)::int AS unknown,
        (SELECT count(*) FROM posts r JOIN posts p ON p.id = r.reply_to_post_id
          WHERE r.community_id IS DISTINCT FROM p.community_id)::int AS strays`,
    );
    expect(community).toMatchObject({ communities: 22, unknown: 0, strays: 0 });
    expect(community?.posts).toBeGreaterThan(summary.posts * 0.05);
    expect(community?.posts).toBeLessThan(summary.posts * 0.4);
    // The planner knows the filled store (neither PGlite nor this PostgreSQL runs autovacuum): its
    // estimate of the engagements in the world's range is of the right size, not a handful.
    const [estimate] = await rows(
      "EXPLAIN (FORMAT JSON) SELECT * FROM engagements WHERE created_at >= '2026-03-18' AND created_at < '2026-04-01'",
    );
    const plan = ((estimate?.["QUERY PLAN"] ?? []) as { Plan: { "Plan Rows": number } }[])[0]?.Plan;
    expect(plan?.["Plan Rows"]).toBeGreaterThan(summary.engagements / 2);
    const status = await loadDemoIfEmpty(t.db, () => {});
    expect(status).toBeNull();
    // A few thousand posts with enrichment: longer than the default on a busy machine.
  }, 120_000);

  it("is deterministic for a seed", async () => {
    const first = await rows(
      "SELECT p.id, a.handle, p.text, p.like_count FROM posts p JOIN accounts a ON a.id = p.author_id ORDER BY p.id LIMIT 5",
    );
    await t.db.exec(
      "DELETE FROM posts; DELETE FROM accounts; DELETE FROM follows; DELETE FROM engagements; DELETE FROM follower_snapshots;",
    );
    await generateDemoWorld(t.db, { accounts: 400, days: 14, seed: 7, end: END });
    expect(
      await rows(
        "SELECT p.id, a.handle, p.text, p.like_count FROM posts p JOIN accounts a ON a.id = p.author_id ORDER BY p.id LIMIT 5",
      ),
    ).toEqual(first);
  });

  it("builds again the indexes an interrupted load left dropped", async () => {
    const indexes = async () =>
      (
        await rows(
          "SELECT indexname FROM pg_indexes WHERE tablename IN ('posts', 'follows', 'engagements', 'follower_snapshots') AND schemaname = current_schema() ORDER BY 1",
        )
      ).map((r) => String(r.indexname));
    const all = await indexes();
    const pending = async () => (await rows("SELECT count(*)::int AS n FROM deferred_indexes"))[0]?.n;
    // A load drops them first; this one stops there (the process dies).
    await deferSecondaryIndexes(t.db, ["posts", "follows", "engagements", "follower_snapshots"]);
    const left = await indexes();
    expect(left.length).toBeLessThan(all.length);
    expect(left.every((name) => name.endsWith("_pkey"))).toBe(true);
    // The next start, on a store with data, builds them and says so.
    const logged: string[] = [];
    expect(await loadDemoIfEmpty(t.db, (line) => logged.push(line))).toBeNull();
    expect(await indexes()).toEqual(all);
    expect(await pending()).toBe(0);
    expect(logged.join("\n")).toMatch(/Rebuilt \d+ indexes/);
    // Interrupted again, then loaded again on an empty store: the new load builds them at its end.
    await deferSecondaryIndexes(t.db, ["posts", "follows"]);
    await deleteDemoWorld(t.db);
    await generateDemoWorld(t.db, { accounts: 100, days: 3, seed: 3, end: END, deferIndexes: true });
    expect(await indexes()).toEqual(all);
    expect(await pending()).toBe(0);
  });

  const SMALL = { accounts: 60, days: 2, seed: 5 };
  const demoRows = async () =>
    (
      await rows(
        "SELECT (SELECT count(*) FROM accounts WHERE is_demo)::int AS accounts, (SELECT count(*) FROM posts WHERE is_demo)::int AS posts, (SELECT count(*) FROM demo_worlds)::int AS worlds",
      )
    )[0];

  it("removes the partial world of an interrupted load once the store has data of its own", async () => {
    await deleteDemoWorld(t.db);
    await t.db.exec("DELETE FROM accounts");
    // A load that stopped half-way (never marked finished), then a file of real data imported.
    await generateDemoWorld(t.db, { ...SMALL, end: END });
    await t.db.exec("UPDATE demo_worlds SET finished_at = NULL");
    await writeItems(t.db, [{ type: "account", record: { ...emptyAccount("42"), handle: "real_user" } }], "x-v2");
    expect((await demoRows())?.posts).toBeGreaterThan(0);

    const logged: string[] = [];
    expect(await loadDemoIfEmpty(t.db, (line) => logged.push(line), SMALL)).toBeNull();
    expect(await demoRows()).toEqual({ accounts: 0, posts: 0, worlds: 0 });
    expect(await rows("SELECT handle FROM accounts")).toEqual([{ handle: "real_user" }]);
    expect(logged.join("\n")).toMatch(/Removed the partial demo world/);

    // A finished world is never removed, even beside real data.
    await generateDemoWorld(t.db, { ...SMALL, end: END });
    const before = await demoRows();
    expect(await loadDemoIfEmpty(t.db, () => {}, SMALL)).toBeNull();
    expect(await demoRows()).toEqual(before);
  });

  it("lets the server answer requests while it generates: the event loop turns after each batch", async () => {
    await deleteDemoWorld(t.db);
    let reports = 0;
    const turns = countEventLoopTurns();
    await generateDemoWorld(t.db, { ...SMALL, end: END, deferIndexes: true, onProgress: () => reports++ });
    expect(reports).toBeGreaterThan(5);
    // Every report but the last (enrichment's total) is followed by a turn.
    expect(turns.stop()).toBeGreaterThanOrEqual(reports - 1);
  });

  it.runIf(backend === "postgres")(
    "generates the world once when two servers start at once on an empty store",
    async () => {
      await deleteDemoWorld(t.db);
      await t.db.exec("DELETE FROM accounts");
      const logged: string[] = [];
      const log = (line: string) => logged.push(line);
      const results = await Promise.all([loadDemoIfEmpty(t.db, log, SMALL), loadDemoIfEmpty(t.db, log, SMALL)]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      expect(logged.filter((l) => l.startsWith("Another process is generating"))).toHaveLength(1);
      expect(await rows("SELECT count(*)::int AS n FROM demo_worlds WHERE finished_at IS NOT NULL")).toEqual([
        { n: 1 },
      ]);
      expect((await demoRows())?.accounts).toBe(SMALL.accounts);
    },
  );
});
