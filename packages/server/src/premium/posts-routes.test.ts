import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { ALICE, BOB, createPremiumWorld, type PremiumWorld } from "./test/premium-world.ts";

const API = "/api/external/deepthought";

describe.each(backends)("the premium suite's posts, engagers, topics and payout on %s", (backend) => {
  let w: PremiumWorld;
  beforeAll(async () => {
    w = await createPremiumWorld(backend);
  });
  afterAll(() => w.t.close());

  const get = (url: string, token = w.alice, language = "en") =>
    w.t.call({ method: "GET", url: `${API}${url}`, token, headers: { "accept-language": language } });
  const ids = (body: { results: { id: string }[] }) => body.results.map((r) => r.id);

  it("pages, sorts and searches the account's own posts, each against its median post", async () => {
    const res = await get(`/posts/?account=${ALICE}&sort=engagements`);
    expect(res.status).toBe(200);
    const [median] = await w.t.db.query<{ m: number }>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY like_count + repost_count + reply_count + quote_count)::float8 AS m
         FROM posts WHERE author_id = $1 AND kind <> 'repost'`,
      [ALICE],
    );
    expect(res.body.median).toEqual({ posts: 3, engagements: median?.m, engagement_rate: 0.045 });
    expect(res.body.count).toBe(3);
    expect(res.body.results[0]).toMatchObject({
      id: "p3",
      likes: 30,
      reposts: 5,
      replies: 4,
      quotes: 1,
      engagements: 40,
      views: 1000,
      engagement_rate: 0.04,
      vs_median: 4,
      created_at: "2026-11-20T18:00:00.000Z",
    });
    expect(ids(res.body)).toEqual(["p3", "p1", "p2"]);
    expect(ids((await get("/posts/?sort=engagement_rate")).body)).toEqual(["p1", "p3", "p2"]);
    expect(ids((await get("/posts/?sort=views&order=asc")).body)).toEqual(["p1", "p3", "p2"]);
    expect(ids((await get("/posts/?sort=date&order=asc")).body)).toEqual(["p1", "p2", "p3"]);
    const paged = await get("/posts/?limit=1&offset=1");
    expect(paged.body).toMatchObject({ count: 3, results: [{ id: "p2", views: null, engagement_rate: null }] });
    const found = await get("/posts/?q=BREW");
    expect(found.body).toMatchObject({ count: 1, results: [{ id: "p2" }] });
  });

  it("draws a post's engagements over time from the stored dates, and says what carries none", async () => {
    const res = await get(`/post-performance/p3/?account=${ALICE}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      post: { id: "p3", engagements: 40, vs_median: 4 },
      median: { engagements: 10 },
      interval: "hour",
      stored_engagements: 7,
      undated_engagements: 1,
    });
    expect(res.body.points).toHaveLength(9);
    expect(res.body.points[0]).toEqual({ at: "2026-11-20T18:00:00.000Z", likes: 1, reposts: 0, replies: 0, quotes: 0 });
    expect(res.body.points[2]).toEqual({ at: "2026-11-20T20:00:00.000Z", likes: 2, reposts: 1, replies: 2, quotes: 0 });
    expect(res.body.points.at(-1)).toEqual({
      at: "2026-11-21T02:00:00.000Z",
      likes: 2,
      reposts: 1,
      replies: 2,
      quotes: 1,
    });
    const [dated] = await w.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM engagements WHERE post_id = 'p3' AND created_at IS NOT NULL",
    );
    const last = res.body.points.at(-1);
    expect(last.likes + last.reposts + last.replies + last.quotes).toBe(dated?.n);
    const quiet = await get("/post-performance/p2/");
    expect(quiet.body).toMatchObject({ points: [], stored_engagements: 0 });
  });

  it("reads a post's live counts through the account's own X token, from the sandbox", async () => {
    const res = await get(`/post-metrics/p3/?account=${ALICE}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      provider: "x-sandbox",
      likes: 30,
      reposts: 5,
      replies: 4,
      quotes: 1,
      views: 1000,
    });
  });

  it("keeps a post that is not the account's own out: a repost, another's post, one that does not exist", async () => {
    for (const post of ["p4", "f1", "nope"]) {
      expect((await get(`/post-performance/${post}/`)).status).toBe(404);
      expect((await get(`/post-metrics/${post}/`)).status).toBe(404);
    }
  });

  it("ranks who engaged with the window's posts, with counts per kind, enrichment and whether they follow", async () => {
    const res = await get(`/engagers/?account=${ALICE}&days=30`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 6, posts: 3, window: { end: "2026-11-20T18:00:00.000Z", days: 30 } });
    expect(ids(res.body)).toEqual(["2001", "2002", "2003", "2004", "2005", "9001"]);
    expect(res.body.results[0]).toEqual({
      id: "2001",
      handle: "fan1",
      name: "Fan One",
      avatar_url: null,
      likes: 2,
      reposts: 0,
      replies: 1,
      quotes: 0,
      engagements: 3,
      posts: 2,
      follows_account: true,
      you_follow: false,
      followers_count: 10,
      verified: false,
      country: "JP",
      city: "Tokyo",
      gender: "female",
      age_band: "25-34",
      account_type: "person",
      job_group: "Artist",
      interests: ["coffee"],
    });
    expect(res.body.results[5]).toMatchObject({ id: "9001", handle: null, follows_account: false, gender: "unknown" });
    // Alice follows Fan Two: the row's button says unfollow.
    expect(res.body.results[1]).toMatchObject({ id: "2002", you_follow: true });
    // Following an engager from the table is the suite's follow: the row says so at once.
    const change = (action: string, target: string) =>
      w.t.call({ method: "POST", url: `${API}/${action}/`, token: w.alice, payload: { account: ALICE, target } });
    expect((await change("follow", "2001")).status).toBe(200);
    expect((await get(`/engagers/?account=${ALICE}&days=30`)).body.results[0]).toMatchObject({ you_follow: true });
    expect((await change("unfollow", "2001")).status).toBe(200);
    expect((await get(`/engagers/?account=${ALICE}&days=30`)).body.results[0]).toMatchObject({ you_follow: false });
    // Equal to the store's rows: Alice's own reply and the like on her repost are not counted.
    const [rows] = await w.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM engagements e JOIN posts p ON p.id = e.post_id
        WHERE p.author_id = $1 AND p.kind <> 'repost' AND e.account_id <> $1`,
      [ALICE],
    );
    expect(res.body.results.reduce((n: number, r: { engagements: number }) => n + r.engagements, 0)).toBe(rows?.n);
    const likes = await get("/engagers/?kind=like");
    expect(likes.body.count).toBe(5);
    expect(likes.body.results[0]).toMatchObject({ id: "2001", engagements: 2, likes: 2, replies: 0 });
    expect(ids((await get("/engagers/?sort=followers")).body)).toEqual([
      "2002",
      "2004",
      "2001",
      "2005",
      "2003",
      "9001",
    ]);
    expect((await get("/engagers/?limit=2&offset=4")).body).toMatchObject({
      count: 6,
      results: [{ id: "2005" }, { id: "9001" }],
    });
    expect((await get("/engagers/?days=1")).body).toMatchObject({ count: 4, posts: 1 });
  });

  it("finds the topics of her posts, her followers' and her followings', with terms and example posts", async () => {
    const own = await get(`/topics/?account=${ALICE}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      audience: "own",
      authors: 1,
      posts_read: 3,
      sampled: false,
      topics: [
        {
          id: "coffee",
          label: "Coffee",
          posts: 3,
          share: 1,
          accounts: 1,
          terms: [
            { term: "coffee", posts: 2 },
            { term: "espresso", posts: 1 },
          ],
          examples: [
            { id: "p3", text: "My grinder review", author_handle: "alice", engagements: 40 },
            { id: "p1", text: "Pour over at home #coffee", author_handle: "alice", engagements: 10 },
          ],
        },
      ],
    });
    const followers = await get("/topics/?audience=followers", w.alice, "ja");
    expect(followers.body).toMatchObject({ authors: 3, posts_read: 3 });
    expect(followers.body.topics.map((t: { label: string; posts: number }) => [t.label, t.posts])).toEqual([
      ["コーヒー", 2],
      ["AI・テクノロジー", 1],
    ]);
    const following = await get("/topics/?audience=following");
    expect(following.body.topics.map((t: { id: string }) => t.id)).toEqual(["ai", "travel"]);
    expect(following.body.topics[1].terms).toEqual([
      { term: "travel", posts: 1 },
      { term: "trip", posts: 1 },
    ]);
  });

  it("estimates the payout from verified engagement, with its rates and interval", async () => {
    const res = await get(`/payout-prediction/?account=${ALICE}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      posts: 3,
      counted_engagements: 54,
      stored_engagements: 9,
      verified_engagements: 3,
      verified_low: 3,
      verified_high: 18,
      verified_followers_in_store: 2,
      rates: { low: 0.5, high: 5, currency: "USD", per: 1000 },
    });
    expect(res.body.verified_share).toBeCloseTo(1 / 3, 10);
    expect(res.body.estimate.low).toBeCloseTo(0.0015, 10);
    expect(res.body.estimate.high).toBeCloseTo(0.09, 10);
    const own = await get("/payout-prediction/?rate_low=2&rate_high=2");
    expect(own.body.estimate.low).toBeCloseTo(0.006, 10);
    expect(own.body.estimate.high).toBeCloseTo(0.036, 10);
  });

  it("keeps another user's account, a missing plan and bad input out, on every call", async () => {
    const calls = [
      "/posts/",
      "/post-performance/p3/",
      "/post-metrics/p3/",
      "/engagers/",
      "/topics/",
      "/payout-prediction/",
    ];
    for (const call of calls) {
      expect((await get(`${call}?account=${BOB}`)).status, call).toBe(404);
      const noPlan = await get(`${call}?account=${BOB}`, w.bob);
      expect(noPlan.status, call).toBe(403);
      expect(noPlan.body.detail).toMatch(/needs a plan that includes it/);
      expect((await get(call, w.eve)).status, call).toBe(404);
      expect((await get(`${call}?account=a%20b`)).status, call).toBe(400);
    }
    // Each answer names the field at fault, as every contract's validation does.
    const bad: [string, string][] = [
      ["/posts/?sort=likes", "sort"],
      ["/posts/?limit=101", "limit"],
      ["/posts/?order=up", "order"],
      ["/engagers/?kind=bookmark", "kind"],
      ["/engagers/?days=0", "days"],
      ["/topics/?audience=lists", "audience"],
      ["/payout-prediction/?rate_low=5&rate_high=1", "rate_low"],
      ["/payout-prediction/?rate_high=-1", "rate_high"],
    ];
    for (const [url, field] of bad) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body[field], url).toEqual([expect.any(String)]);
    }
    // A path that cannot name a post names none.
    expect((await get("/post-performance/a%20b/")).status).toBe(404);
    const before = await w.t.db.query("SELECT count(*)::int AS n FROM engagements");
    expect(before).toEqual([{ n: 11 }]);
  });
});
