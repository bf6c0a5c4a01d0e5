import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { snapshotAfterImport, takeScheduledSnapshots } from "./snapshot-schedule.ts";
import { ALICE, ALICE_FOLLOWERS, BOB, createPremiumWorld, type PremiumWorld } from "./test/premium-world.ts";

const API = "/api/external/deepthought";
const DAY = 86_400_000;

describe.each(backends)("the premium suite's followers, following and unfollowed on %s", (backend) => {
  let w: PremiumWorld;
  beforeAll(async () => {
    w = await createPremiumWorld(backend);
    // Enrichment of two followers, and 2002's follow time unknown.
    await w.t.db.query(
      `UPDATE accounts SET country = 'JP', city = 'Tokyo', gender = 'female', age_band = '25-34', account_type = 'person',
         interests = '{coffee}', verified = true WHERE id = '2002'`,
    );
    await w.t.db.query("UPDATE follows SET created_at = NULL WHERE follower_id = '2002' AND followee_id = $1", [ALICE]);
    await w.t.db.query(
      "UPDATE follows SET created_at = '2026-11-03T00:00:00Z' WHERE follower_id = '2004' AND followee_id = $1",
      [ALICE],
    );
  });
  afterAll(() => w.t.close());

  const get = (url: string, token = w.alice, language = "en") =>
    w.t.call({ method: "GET", url, token, headers: { "accept-language": language } });
  const post = (path: string, payload: object, token = w.alice) =>
    w.t.call({ method: "POST", url: `${API}/${path}/`, token, payload });
  const ids = (body: { results: { id: string }[] }) => body.results.map((r) => r.id);
  /** Every page of a list from its first, each asked for with the `next` of the one before. */
  const walkByCursor = async (url: string) => {
    const walked = { ids: [] as string[], counts: [] as number[], pages: 0 };
    let next: string | null = null;
    do {
      const page = await get(next ? `${url}&cursor=${encodeURIComponent(next)}` : url);
      expect(page.status).toBe(200);
      walked.ids.push(...ids(page.body));
      walked.counts.push(page.body.count);
      next = page.body.next;
      walked.pages++;
    } while (next && walked.pages < 50);
    return walked;
  };
  const count = async (sql: string, params: unknown[]) =>
    Number((await w.t.db.query<{ n: number }>(sql, params))[0]?.n);

  it("lists the followers with their enrichment, sorted, searched and paged, counted as the store's edges", async () => {
    const res = await get(`${API}/followers/?account=${ALICE}&sort=-followers_count`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(await count("SELECT count(*)::int AS n FROM follows WHERE followee_id = $1", [ALICE]));
    expect(ids(res.body)).toEqual(["2002", "2004", "2001", "2005", "2003"]);
    expect(res.body.results[0]).toMatchObject({
      handle: "fan2",
      name: "Fan Two",
      followers_count: 3000,
      country: "JP",
      city: "Tokyo",
      gender: "female",
      age_band: "25-34",
      account_type: "person",
      interests: ["coffee"],
      verified: true,
      followed_at: null,
      you_follow: true,
      follows_you: true,
    });
    expect(res.body.results[1]).toMatchObject({
      id: "2004",
      you_follow: false,
      followed_at: "2026-11-03T00:00:00.000Z",
    });
    // By handle when no order is asked for.
    expect(ids((await get(`${API}/followers/?account=${ALICE}`)).body)).toEqual([
      "2001",
      "2002",
      "2003",
      "2004",
      "2005",
    ]);
    const byHandle = await get(`${API}/followers/?account=${ALICE}&sort=-handle&limit=2&offset=1`);
    expect(byHandle.body).toMatchObject({ count: 5 });
    expect(ids(byHandle.body)).toEqual(["2004", "2003"]);
    const followedFirst = await get(`${API}/followers/?account=${ALICE}&sort=-followed_at`);
    expect(ids(followedFirst.body)[0]).toBe("2004");
    expect(ids(followedFirst.body).at(-1)).toBe("2002");
    // A name's middle, any case; a handle with its @.
    const named = await get(`${API}/followers/?account=${ALICE}&q=${encodeURIComponent("N T")}&sort=handle`);
    expect(named.body).toMatchObject({ count: 2 });
    expect(ids(named.body)).toEqual(["2002", "2003"]);
    expect(ids((await get(`${API}/followers/?account=${ALICE}&q=%40FAN5`)).body)).toEqual(["2005"]);
    expect((await get(`${API}/followers/?account=${ALICE}&q=${encodeURIComponent("%")}`)).body.count).toBe(0);
  });

  it("lists the accounts it follows, and which follow back", async () => {
    const res = await get(`${API}/following/?account=${ALICE}&sort=handle`);
    expect(res.body.count).toBe(await count("SELECT count(*)::int AS n FROM follows WHERE follower_id = $1", [ALICE]));
    expect(res.body.results.map((r: { id: string; follows_you: boolean }) => [r.id, r.follows_you])).toEqual([
      ["1002", false],
      ["2002", true],
    ]);
    expect(res.body.results.every((r: { you_follow: boolean }) => r.you_follow)).toBe(true);
  });

  it("follows and unfollows through the X sandbox, which changes the store's edges", async () => {
    const unfollowed = await post("unfollow", { account: ALICE, target: "2002" });
    expect(unfollowed).toMatchObject({ status: 200, body: { target: "2002", following: false } });
    expect(
      await count("SELECT count(*)::int AS n FROM follows WHERE follower_id = $1 AND followee_id = '2002'", [ALICE]),
    ).toBe(0);
    expect(ids((await get(`${API}/following/?account=${ALICE}`)).body)).toEqual(["1002"]);
    const back = (await get(`${API}/followers/?account=${ALICE}&q=fan2`)).body.results[0];
    expect(back).toMatchObject({ id: "2002", you_follow: false });

    const followed = await post("follow", { account: ALICE, target: "2003" });
    expect(followed).toMatchObject({ status: 200, body: { target: "2003", following: true, pending: false } });
    expect(ids((await get(`${API}/following/?account=${ALICE}&sort=handle`)).body)).toEqual(["1002", "2003"]);
    // The account defaults to the first connected one.
    expect((await post("follow", { target: "2002" })).status).toBe(200);
  });

  it("refuses a follow of oneself, of an unknown account and past X's limit of 50 in 15 minutes, changing nothing", async () => {
    const self = await post("follow", { account: ALICE, target: ALICE });
    expect(self).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/cannot follow/) } });
    expect((await post("follow", { account: ALICE, target: "9999" })).status).toBe(404);
    expect(
      await count("SELECT count(*)::int AS n FROM follows WHERE follower_id = $1 AND followee_id = '9999'", [ALICE]),
    ).toBe(0);
    // Three follows so far in this window (two above and the refused unknown target).
    for (let i = 0; i < 47; i++) expect((await post("follow", { account: ALICE, target: "2004" })).status).toBe(200);
    await post("unfollow", { account: ALICE, target: "2004" });
    const over = await w.t.call({
      method: "POST",
      url: `${API}/follow/`,
      token: w.alice,
      payload: { account: ALICE, target: "2005" },
      headers: { "accept-language": "ja" },
    });
    expect(over.status).toBe(429);
    expect(over.body.detail).toMatch(/15 分間/);
    expect(over.headers["retry-after"]).toBeDefined();
    expect(
      await count("SELECT count(*)::int AS n FROM follows WHERE follower_id = $1 AND followee_id = '2005'", [ALICE]),
    ).toBe(0);
    // Unfollows have their own window; the clock moves on past both.
    w.t.clock.advance(16 * 60_000);
    expect((await post("follow", { account: ALICE, target: "2005" })).status).toBe(200);
  });

  it("lists who unfollowed between two snapshots, exactly the followers removed, with where they were last seen", async () => {
    const first = await get(`${API}/follower-snapshots/?account=${ALICE}`);
    expect(first.body.snapshots).toHaveLength(1);
    expect(first.body.snapshots[0]).toMatchObject({ reason: "first_view", followers: ALICE_FOLLOWERS.length });
    const a = first.body.snapshots[0].id as number;
    // 2001 and 2003 leave, 2006 arrives: the next day's scheduled snapshot records it.
    await w.t.db.query("DELETE FROM follows WHERE followee_id = $1 AND follower_id IN ('2001', '2003')", [ALICE]);
    await w.t.db.query("INSERT INTO follows (follower_id, followee_id, source) VALUES ('1002', $1, 'test')", [ALICE]);
    // Within the day only Bob's account, never viewed, gets its first; a day later both are due.
    expect(await takeScheduledSnapshots(w.t.db, new Date(w.t.clock.now.getTime() + 1000))).toBe(1);
    expect(await takeScheduledSnapshots(w.t.db, new Date(w.t.clock.now.getTime() + DAY))).toBe(2);
    // 2004 leaves and 2001 comes back; an import brings it.
    await w.t.db.query("DELETE FROM follows WHERE followee_id = $1 AND follower_id = '2004'", [ALICE]);
    await w.t.db.query("INSERT INTO follows (follower_id, followee_id, source) VALUES ('2001', $1, 'test')", [ALICE]);
    expect(await snapshotAfterImport(w.t.db)).toBe(1);
    expect(await snapshotAfterImport(w.t.db)).toBe(0);
    const list = (await get(`${API}/follower-snapshots/?account=${ALICE}`)).body.snapshots;
    expect(
      list.map((s: { reason: string; followers: number; gained: number; lost: number }) => [
        s.reason,
        s.followers,
        s.gained,
        s.lost,
      ]),
    ).toEqual([
      ["import", 4, 1, 1],
      ["schedule", 4, 1, 2],
      ["first_view", 5, 0, 0],
    ]);
    const [c, b] = list.map((s: { id: number }) => s.id) as [number, number];

    const gone = async (from: number, to: number) => {
      const res = await get(`${API}/unfollowed/?account=${ALICE}&from=${from}&to=${to}`);
      expect(res.status).toBe(200);
      return res.body;
    };
    const ab = await gone(a, b);
    expect(ids(ab).sort()).toEqual(["2001", "2003"]);
    const ac = await gone(a, c);
    expect(ac.count).toBe(2);
    expect(ids(ac)).toEqual(["2004", "2003"]);
    expect(ac.results[0]).toMatchObject({ handle: "fan4", last_seen: { id: b }, missing_since: { id: c } });
    expect(ac.results[1]).toMatchObject({ last_seen: { id: a }, missing_since: { id: b } });
    const second = await get(`${API}/unfollowed/?account=${ALICE}&from=${a}&to=${c}&limit=1&offset=1`);
    expect(second.body).toMatchObject({ count: 2, results: [{ id: "2003" }] });
    expect((await get(`${API}/unfollowed/?account=${ALICE}&from=${a}&to=${c}&offset=5`)).body).toEqual({
      count: 2,
      results: [],
    });
    // Exactly the set difference of the snapshots' sets.
    expect(ids(await gone(b, c))).toEqual(["2004"]);
    expect((await get(`${API}/unfollowed/?account=${ALICE}&from=${c}&to=${a}`)).status).toBe(400);
    expect((await get(`${API}/unfollowed/?account=${ALICE}&from=${a}&to=999999`)).status).toBe(404);
  });

  it("keeps another user's account, a missing plan and bad input out", async () => {
    for (const path of ["followers", "following", "follower-snapshots"])
      expect((await get(`${API}/${path}/?account=${BOB}`)).status).toBe(404);
    expect((await get(`${API}/unfollowed/?account=${BOB}&from=1&to=2`)).status).toBe(404);
    expect((await post("follow", { account: BOB, target: "2001" })).status).toBe(404);
    const bobs = await get(`${API}/followers/?account=${BOB}`, w.bob, "ja");
    expect(bobs.status).toBe(403);
    expect(bobs.body.detail).toMatch(/プレミアムスイート/);
    expect((await post("unfollow", { account: BOB, target: "1001" }, w.bob)).status).toBe(403);
    expect((await get(`${API}/followers/`, w.eve)).status).toBe(404);
    expect((await get(`${API}/followers/?sort=random`)).status).toBe(400);
    expect((await get(`${API}/followers/?limit=500`)).status).toBe(400);
    expect((await get(`${API}/unfollowed/?from=a&to=2`)).status).toBe(400);
    expect((await post("follow", { account: ALICE, target: "a b" })).status).toBe(400);
    expect((await w.t.call({ method: "GET", url: `${API}/followers/` })).status).toBe(403);
  });

  it("refuses a cursor of another order, a tampered one and one with an offset, in the caller's language", async () => {
    const page = await get(`${API}/followers/?account=${ALICE}&sort=-followers_count&limit=2`);
    const next = page.body.next as string;
    expect(next).toEqual(expect.any(String));
    const other = await get(`${API}/followers/?account=${ALICE}&sort=handle&cursor=${next}`);
    expect(other).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/another order/) } });
    const ja = await get(`${API}/followers/?account=${ALICE}&sort=handle&cursor=${next}`, w.alice, "ja");
    expect(ja.body.detail).toMatch(/別の並び順/);
    const tampered = `${next.slice(0, 8)}${next[8] === "A" ? "B" : "A"}${next.slice(9)}`;
    const forged = await get(`${API}/followers/?account=${ALICE}&sort=-followers_count&cursor=${tampered}`);
    expect(forged).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/first page/) } });
    for (const cursor of ["x", "%00", "e30", "A".repeat(2001)])
      expect((await get(`${API}/followers/?account=${ALICE}&sort=-followers_count&cursor=${cursor}`)).status).toBe(400);
    const both = await get(`${API}/followers/?account=${ALICE}&sort=-followers_count&offset=2&cursor=${next}`);
    expect(both).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/not both/) } });
    // The last page says there is none after it.
    const all = await get(`${API}/followers/?account=${ALICE}&sort=-followers_count`);
    expect(all.body.next).toBeNull();
  });

  it("answers every order as a direct ORDER BY over the edges would, page by page", async () => {
    // A profile-less edge, an account with no count and ties of count and follow time.
    const saved = await w.t.db.query<{ id: string; followers_count: number | null; created_at: Date | null }>(
      `SELECT a.id, a.followers_count, f.created_at FROM accounts a JOIN follows f ON f.follower_id = a.id
        WHERE f.followee_id = $1`,
      [ALICE],
    );
    await w.t.db.query(
      `INSERT INTO follows (follower_id, followee_id, created_at, source) VALUES ('ghost8', $1, '2026-11-01', 'test')`,
      [ALICE],
    );
    // Two profiles without a handle, one without a count either.
    await w.t.db.query(
      `INSERT INTO accounts (id, handle, name, followers_count, source) VALUES
         ('3001', NULL, 'Handleless', 10, 'test'), ('3002', NULL, NULL, NULL, 'test')`,
    );
    await w.t.db.query(
      `INSERT INTO follows (follower_id, followee_id, created_at, source) VALUES
         ('3001', $1, NULL, 'test'), ('3002', $1, '2026-11-03T00:00:00Z', 'test')`,
      [ALICE],
    );
    await w.t.db.query("UPDATE accounts SET followers_count = NULL WHERE id = '2003'");
    await w.t.db.query("UPDATE accounts SET followers_count = 10 WHERE id = '2005'");
    await w.t.db.query(
      "UPDATE follows SET created_at = '2026-11-03T00:00:00Z' WHERE follower_id = '2001' AND followee_id = $1",
      [ALICE],
    );
    const ORDER_BY: Record<string, string> = {
      handle: "a.id IS NULL, lower(a.handle) ASC NULLS LAST, a.id ASC, f.follower_id",
      "-handle": "a.id IS NULL, lower(a.handle) DESC NULLS FIRST, a.id DESC, f.follower_id",
      followers_count: "a.id IS NULL, a.followers_count ASC NULLS FIRST, a.id ASC, f.follower_id",
      "-followers_count": "a.id IS NULL, a.followers_count DESC NULLS LAST, a.id DESC, f.follower_id",
      "-followed_at": "f.created_at DESC NULLS LAST, f.follower_id ASC",
      followed_at: "f.created_at ASC NULLS FIRST, f.follower_id DESC",
    };
    const made = await w.t.call({ method: "POST", url: "/api/user/pro-targeting-token/", token: w.alice });
    const proToken = made.body.token as string;
    for (const [sort, orderBy] of Object.entries(ORDER_BY)) {
      const direct = await w.t.db.query<{ id: string }>(
        `SELECT f.follower_id AS id FROM follows f LEFT JOIN accounts a ON a.id = f.follower_id
          WHERE f.followee_id = $1 ORDER BY ${orderBy}`,
        [ALICE],
      );
      const paged: string[] = [];
      for (let offset = 0; offset < direct.length; offset += 2) {
        const page = await get(`${API}/followers/?account=${ALICE}&sort=${sort}&limit=2&offset=${offset}`);
        expect(page.body.count).toBe(direct.length);
        paged.push(...ids(page.body));
      }
      expect([sort, paged]).toEqual([sort, direct.map((r) => r.id)]);
      // By cursor, 1, 2 and 3 rows a page: each page the `next` of the one before, null at the end.
      for (const limit of [1, 2, 3]) {
        const walked = await walkByCursor(`${API}/followers/?account=${ALICE}&sort=${sort}&limit=${limit}`);
        expect(walked.counts.every((n) => n === direct.length)).toBe(true);
        expect([sort, limit, walked.pages, walked.ids]).toEqual([
          sort,
          limit,
          Math.ceil(direct.length / limit),
          direct.map((r) => r.id),
        ]);
      }
      // The token group pages by the same cursors.
      const first = await get(`${API}/followers/?account=${ALICE}&sort=${sort}&limit=3`);
      const twin = await get(
        `/api/external/token/deepthought/followers/?account=${ALICE}&sort=${sort}&limit=3&cursor=${first.body.next}`,
        proToken,
      );
      expect([sort, ids(twin.body)]).toEqual([sort, direct.slice(3, 6).map((r) => r.id)]);
      // A search pages by cursor too, in the same order.
      const searched = await walkByCursor(`${API}/followers/?account=${ALICE}&sort=${sort}&q=fan&limit=2`);
      const matching = await w.t.db.query<{ id: string }>(
        `SELECT f.follower_id AS id FROM follows f JOIN accounts a ON a.id = f.follower_id
          WHERE f.followee_id = $1 AND (lower(a.handle) LIKE '%fan%' OR lower(a.name) LIKE '%fan%') ORDER BY ${orderBy}`,
        [ALICE],
      );
      expect([sort, searched.ids]).toEqual([sort, matching.map((r) => r.id)]);
    }
    // The following side, its accounts in both orders, by cursor.
    const following = await w.t.db.query<{ id: string }>(
      `SELECT f.followee_id AS id FROM follows f LEFT JOIN accounts a ON a.id = f.followee_id
        WHERE f.follower_id = $1 ORDER BY a.id IS NULL, lower(a.handle) DESC NULLS FIRST, a.id DESC, f.followee_id`,
      [ALICE],
    );
    const f1 = await get(`${API}/following/?account=${ALICE}&sort=-handle&limit=1`);
    const f2 = await get(`${API}/following/?account=${ALICE}&sort=-handle&limit=1&cursor=${f1.body.next}`);
    expect([...ids(f1.body), ...ids(f2.body)]).toEqual(following.map((r) => r.id).slice(0, 2));
    await w.t.db.query("DELETE FROM follows WHERE follower_id IN ('ghost8', '3001', '3002')");
    await w.t.db.query("DELETE FROM accounts WHERE id IN ('3001', '3002')");
    for (const r of saved) {
      await w.t.db.query("UPDATE accounts SET followers_count = $2 WHERE id = $1", [r.id, r.followers_count]);
      await w.t.db.query("UPDATE follows SET created_at = $3 WHERE follower_id = $1 AND followee_id = $2", [
        r.id,
        ALICE,
        r.created_at,
      ]);
    }
  });

  it("lists an edge whose profile the store lacks after the others, by id, and counts it", async () => {
    await w.t.db.query("INSERT INTO follows (follower_id, followee_id, source) VALUES ('ghost7', $1, 'test')", [ALICE]);
    const total = await count("SELECT count(*)::int AS n FROM follows WHERE followee_id = $1", [ALICE]);
    for (const sort of ["handle", "-handle", "-followers_count"]) {
      const all = await get(`${API}/followers/?account=${ALICE}&sort=${sort}`);
      expect(all.body.count).toBe(total);
      expect(all.body.results).toHaveLength(total);
    }
    const byHandle = await get(`${API}/followers/?account=${ALICE}&sort=handle`);
    expect(byHandle.body.results.at(-1)).toMatchObject({ id: "ghost7", handle: null, interests: [] });
    const past = await get(`${API}/followers/?account=${ALICE}&sort=handle&offset=${total - 1}&limit=5`);
    expect(ids(past.body)).toEqual(["ghost7"]);
    await w.t.db.query("DELETE FROM follows WHERE follower_id = 'ghost7'");
  });
});
