import type { SectionBase, ShareItem, termsSection } from "@xa/core/analysis/sections";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../test/test-world.ts";
import { insertAudienceWorld } from "../test/test-world-audience.ts";
import { forgetPinnedScopes } from "./build-scope.ts";

/*
 * Each analysis section against the small fixed world of test-world.ts +
 * test-world-audience.ts, with every expected number counted by hand from those rows. This file
 * covers the sections (and section × query type pairs) that analyze-query.test.ts does not already
 * pin to concrete numbers. The clock is WORLD_NOW, so the default window is
 * 2025-12-15T23:55 … 2026-01-14T23:55 (31 daily buckets, 2025-12-15 … 2026-01-14): every post but t29.
 * All engagement rows are dated 2026-01-14T20:00, inside the window. No post holds an emoji.
 *
 * Keywords of the posts read below (the content words the importer stores, hashtags included as words):
 *   t01 introducing new air max nike sneakers   t05 new ultraboost drop today adidas sneakers
 *   t16 air max day starts now airmax           t27 nike
 * Bio keywords (hashtags removed): a03 runner coffee lover; a04 sneaker collector; a06 runner;
 *   a07 スニーカー 好き; a09 山本 花 (the bio "山本花 on X").
 */

type Term = z.infer<typeof termsSection>["items"][number];
type Section = { base: SectionBase };

const terms = (section: { items: Term[] }) => section.items.map((i) => [i.term, i.count, i.share]);
const shares = (section: { items: ShareItem[] }) => section.items.map((i) => [i.key, i.count, i.share]);
const known = (section: { items: ShareItem[] }) => shares(section).filter((i) => (i[1] as number) > 0);
const ids = (section: { items: { id: string }[] }) => section.items.map((i) => i.id);
const handles = (section: { items: { handle: string; score?: number }[] }) =>
  section.items.map((i) => [i.handle, i.score]);
const nonZero = (points: [string, number][]) => points.filter((p) => p[1] > 0);
const base = (section: Section) => [section.base.unit, section.base.count];

describe.each(backends)("sections counted by hand on %s", (backend) => {
  let t: TestApp;
  let token: string;
  const analyze = async (payload: Record<string, unknown>) => {
    const res = await t.call({ method: "POST", url: "/api/external/analyze-query/", token, payload });
    expect(res.status).toBe(200);
    return res.body.sections;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    await insertAudienceWorld(t.db);
    token = await signIn(t, `by-hand-${backend}@example.com`);
  });
  afterAll(async () => {
    await t.close();
  });

  /*
   * Handle @nike. Posts in range: t01, t16, t27 (3). Followers (the audience): a03 alice, a04 bob,
   * a06 dave, a07 yuki, a09 hana (5). Their engagements: a03→t01 like, a04→t01 like, a06→t01 repost,
   * a04→t01 reply, a07→t16 like, a03→t05 reply = 6 (a05→t05 and a08→j01 are by non-followers).
   */
  it("handle: keywords used, interacted keywords, pairs and emojis, self-view words and pairs", async () => {
    const s = await analyze({
      query_type: "handle",
      handle: "nike",
      sections: [
        "keywords_used_by_handle",
        "most_interacted_emojis",
        "most_interacted_keywords",
        "most_interacted_keyword_combinations",
        "audience_self_view",
        "audience_self_view_combinations",
        "sample_accounts",
      ],
    });

    // The sample of a 5-account audience is all of it.
    expect(base(s.sample_accounts)).toEqual(["accounts", 5]);
    expect(ids(s.sample_accounts).sort()).toEqual(["a03", "a04", "a06", "a07", "a09"]);

    // t01 + t16 + t27: air (t01 t16), max (t01 t16), nike (t01 t27) in 2 of 3 posts; the other seven
    // words once each; ties alphabetical.
    expect(base(s.keywords_used_by_handle)).toEqual(["posts", 3]);
    expect(terms(s.keywords_used_by_handle)).toEqual([
      ["air", 2, 0.6667],
      ["max", 2, 0.6667],
      ["nike", 2, 0.6667],
      ["airmax", 1, 0.3333],
      ["day", 1, 0.3333],
      ["introducing", 1, 0.3333],
      ["new", 1, 0.3333],
      ["now", 1, 0.3333],
      ["sneakers", 1, 0.3333],
      ["starts", 1, 0.3333],
    ]);

    // No post of the world has an emoji: nothing to rank, over the 6 engagements.
    expect(base(s.most_interacted_emojis)).toEqual(["engagements", 6]);
    expect(s.most_interacted_emojis.items).toEqual([]);

    // Per engagement, each word of the engaged post once: t01 ×4, t16 ×1, t05 ×1.
    // air, max = 4 (t01) + 1 (t16) = 5; new, sneakers = 4 (t01) + 1 (t05) = 5; introducing, nike = 4;
    // the other words of t16 and t05 once. Shares of 6 engagements.
    expect(base(s.most_interacted_keywords)).toEqual(["engagements", 6]);
    expect(terms(s.most_interacted_keywords)).toEqual([
      ["air", 5, 0.8333],
      ["max", 5, 0.8333],
      ["new", 5, 0.8333],
      ["sneakers", 5, 0.8333],
      ["introducing", 4, 0.6667],
      ["nike", 4, 0.6667],
      ["adidas", 1, 0.1667],
      ["airmax", 1, 0.1667],
      ["day", 1, 0.1667],
      ["drop", 1, 0.1667],
      ["now", 1, 0.1667],
      ["starts", 1, 0.1667],
      ["today", 1, 0.1667],
      ["ultraboost", 1, 0.1667],
    ]);

    // Pairs of words in one engaged post: t01's 15 pairs ×4, t16's 15 and t05's 15 once each.
    // "air + max" is in t01 and t16 → 5; "new + sneakers" in t01 and t05 → 5; t01's other 13 pairs → 4;
    // the remaining 28 pairs → 1, cut at the default limit of 25 rows.
    expect(base(s.most_interacted_keyword_combinations)).toEqual(["engagements", 6]);
    expect(s.most_interacted_keyword_combinations.items).toHaveLength(25);
    expect(terms(s.most_interacted_keyword_combinations).slice(0, 15)).toEqual([
      ["air + max", 5, 0.8333],
      ["new + sneakers", 5, 0.8333],
      ...[
        "air + introducing",
        "air + new",
        "air + nike",
        "air + sneakers",
        "introducing + max",
        "introducing + new",
        "introducing + nike",
        "introducing + sneakers",
        "max + new",
        "max + nike",
        "max + sneakers",
        "new + nike",
        "nike + sneakers",
      ].map((pair) => [pair, 4, 0.6667]),
    ]);
    expect(s.most_interacted_keyword_combinations.items[15].count).toBe(1);

    // Bio words of the 5 followers: runner (a03 a06) = 2 of 5; the other eight words once.
    expect(base(s.audience_self_view)).toEqual(["accounts", 5]);
    expect(terms(s.audience_self_view)).toEqual([
      ["runner", 2, 0.4],
      ...["coffee", "collector", "lover", "sneaker", "スニーカー", "好き", "山本", "花"].map((w) => [w, 1, 0.2]),
    ]);

    // Two words in one bio: a03 gives 3 pairs, a04 1, a06 none (one word), a07 1, a09 1 → 6 pairs, once each.
    expect(base(s.audience_self_view_combinations)).toEqual(["accounts", 5]);
    expect(terms(s.audience_self_view_combinations)).toEqual(
      [
        "coffee + lover",
        "coffee + runner",
        "collector + sneaker",
        "lover + runner",
        "スニーカー + 好き",
        "山本 + 花",
      ].map((pair) => [pair, 1, 0.2]),
    );
  });

  /*
   * Keyword "nike": t01 t02 t03 t04 t08 t09 t11 t12 t14 t25 t27 j08 = 12 posts (t29 is out of range),
   * by a01 nike, a03 alice, a04 bob, a06 dave, a10 ken, a11 eve = 6 authors.
   */
  it("keyword: sentiment and volume of the matching posts", async () => {
    const s = await analyze({
      query_type: "keyword",
      query: "nike",
      sections: ["sentiment_analysis", "conversation_volume"],
    });

    // positive t01 t02 t14 t27 = 4; negative t03 t09 = 2; neutral t04 t08 t11 t12 t25 j08 = 6.
    // Mean score: (4 × 0.6 − 2 × 0.6) / 12 = 0.1.
    const sentiment = s.sentiment_analysis;
    expect(base(sentiment)).toEqual(["posts", 12]);
    expect(sentiment.totals).toEqual({ positive: 4, neutral: 6, negative: 2 });
    expect(sentiment.average_score).toBe(0.1);
    // How the numbers were made is said beside them.
    expect(sentiment.method).toMatch(
      /^Rule-based. English: AFINN-165 .* Japanese: .* Posts in other languages are scored from their emojis alone/,
    );
    expect(sentiment.interval).toBe("day");
    expect(sentiment.points).toHaveLength(31);
    // By day: 01-08 t01+ t02+; 01-09 t03− t04=; 01-11 t08= t09− t27+; 01-12 t11= t25=; 01-13 t12=; 01-14 t14+ j08=.
    expect(
      sentiment.points.filter(
        (p: { positive: number; neutral: number; negative: number }) => p.positive + p.neutral + p.negative > 0,
      ),
    ).toEqual([
      { t: "2026-01-08T00:00:00Z", positive: 2, neutral: 0, negative: 0 },
      { t: "2026-01-09T00:00:00Z", positive: 0, neutral: 1, negative: 1 },
      { t: "2026-01-11T00:00:00Z", positive: 1, neutral: 1, negative: 1 },
      { t: "2026-01-12T00:00:00Z", positive: 0, neutral: 2, negative: 0 },
      { t: "2026-01-13T00:00:00Z", positive: 0, neutral: 1, negative: 0 },
      { t: "2026-01-14T00:00:00Z", positive: 1, neutral: 1, negative: 0 },
    ]);

    // The same posts by day: 2, 2, 0 (01-10), 3, 2, 1, 2 → total 12, peak 3 on 01-11.
    const volume = s.conversation_volume;
    expect(base(volume)).toEqual(["posts", 12]);
    expect(volume.interval).toBe("day");
    expect(volume.totals).toEqual({ total: 12, peak: 3 });
    expect(volume.series[0].points).toHaveLength(31);
    expect(volume.series[0].points[0]).toEqual(["2025-12-15T00:00:00Z", 0]);
    expect(nonZero(volume.series[0].points)).toEqual([
      ["2026-01-08T00:00:00Z", 2],
      ["2026-01-09T00:00:00Z", 2],
      ["2026-01-11T00:00:00Z", 3],
      ["2026-01-12T00:00:00Z", 2],
      ["2026-01-13T00:00:00Z", 1],
      ["2026-01-14T00:00:00Z", 2],
    ]);
  });

  it("keyword: posts by likes (the default) or by recency", async () => {
    // Likes: t01 500, t27 400, t02 12, t14 11, t12 7, j08 6, t04 5, t08 4, t03 3, t25 2, t09 1, t11 0.
    const byLikes = ["t01", "t27", "t02", "t14", "t12", "j08", "t04", "t08", "t03", "t25", "t09", "t11"];
    const dflt = await analyze({ query_type: "keyword", query: "nike", sections: ["posts"] });
    expect(base(dflt.posts)).toEqual(["posts", 12]);
    expect(ids(dflt.posts)).toEqual(byLikes);
    const likes = await analyze({
      query_type: "keyword",
      query: "nike",
      post_order: "like_count",
      sections: ["posts"],
    });
    expect(ids(likes.posts)).toEqual(byLikes);
    // Newest first: j08 01-14 10:00, t14 01-14 09:00, t12 01-13 09:00, t25 01-12 12:00, t11 01-12 11:00,
    // t09 01-11 20:00, t27 01-11 12:00, t08 01-11 08:00, t04 01-09 15:00, t03 01-09 09:00, t02 01-08 12:00, t01 01-08 10:00.
    const recent = await analyze({ query_type: "keyword", query: "nike", post_order: "recency", sections: ["posts"] });
    expect(base(recent.posts)).toEqual(["posts", 12]);
    expect(ids(recent.posts)).toEqual([
      "j08",
      "t14",
      "t12",
      "t25",
      "t11",
      "t09",
      "t27",
      "t08",
      "t04",
      "t03",
      "t02",
      "t01",
    ]);
    // A limit cuts the list, not the base.
    const three = await analyze({
      query_type: "keyword",
      query: "nike",
      post_order: "recency",
      limit: 3,
      sections: ["posts"],
    });
    expect(base(three.posts)).toEqual(["posts", 12]);
    expect(ids(three.posts)).toEqual(["j08", "t14", "t12"]);
  });

  it("keyword: topics and SEO lift of the matching posts", async () => {
    const s = await analyze({ query_type: "keyword", query: "nike", sections: ["topics", "seo"] });

    // The 12 posts match nike, a Sneakers word, but t09 only in the "@nike" its reply starts with:
    // addressing, not one of its keywords, so 11 have the topic. running (a Fitness word) is in
    // t04 t08 t25; no other topic word occurs in them.
    expect(base(s.topics)).toEqual(["posts", 12]);
    expect(terms(s.topics)).toEqual([
      ["Sneakers", 11, 0.9167],
      ["Fitness", 3, 0.25],
    ]);

    // Lift = (posts here with the word / 12) ÷ (posts of the whole store with it / 41).
    // A word found only in these posts: (n/12) / (n/41) = 41/12 = 3.42. shoes (t02 t03) is the only
    // such word in two posts; then the eighteen such words of one post, alphabetically. nike is a
    // keyword of 11 of the 12 here (not of t09, see topics) and of 12 of 41 in the store (t29 too):
    // (11/12) / (12/41) = 3.13.
    expect(base(s.seo)).toEqual(["posts", 12]);
    const seo = s.seo.items.map((i: Term) => [i.term, i.count, i.lift]);
    expect(seo.slice(0, 20)).toEqual([
      ["shoes", 2, 3.42],
      ...[
        "app",
        "bought",
        "club",
        "customer",
        "introducing",
        "last",
        "longer",
        "pegasus",
        "replica",
        "sale",
        "scam",
        "service",
        "terrible",
        "total",
        "update",
        "vs",
        "どっち",
        "アディダス",
      ].map((w) => [w, 1, 3.42]),
      ["nike", 11, 3.13],
    ]);
    // running: t04 t08 t25 here, 6 posts in the store (also t19 t20 j10) → (3/12) / (6/41) = 1.71;
    // adidas: t04 t12 j08 here, 8 in the store (t04 t05 t06 t12 t19 t20 t23 j08; the reply t24 only
    // addresses @adidas) → (3/12) / (8/41) = 1.28. The 25 shown end with it and sneakers (1.28):
    // air, t01 t02 t11 t14 here and 11 in the store → (4/12) / (11/41) = 1.24, ranks below them.
    expect(seo.find((i: unknown[]) => i[0] === "running")).toEqual(["running", 3, 1.71]);
    expect(seo.find((i: unknown[]) => i[0] === "adidas")).toEqual(["adidas", 3, 1.28]);
    expect(seo).toHaveLength(25);
    expect(seo.find((i: unknown[]) => i[0] === "air")).toBeUndefined();
  });

  it("keyword: the audience's largest accounts, the accounts it follows, and its demographics", async () => {
    const s = await analyze({
      query_type: "keyword",
      query: "nike",
      sections: [
        "largest_followers",
        "top_accounts",
        "countries",
        "genders",
        "age_groups",
        "cities",
        "job_titles",
        "interests_of_this_audience",
        "languages",
      ],
    });

    // The 6 authors by followers: nike 1000, alice 120, bob 80, dave 40, ken 30, eve 10.
    expect(base(s.largest_followers)).toEqual(["accounts", 6]);
    // The follower count is the accounts' own, shown once: no score repeats it.
    expect(
      s.largest_followers.items.map((a: { handle: string; followers_count: number }) => [a.handle, a.followers_count]),
    ).toEqual([
      ["nike", 1000],
      ["alice", 120],
      ["bob", 80],
      ["dave", 40],
      ["ken", 30],
      ["eve", 10],
    ]);
    expect(s.largest_followers.items.some((a: { score?: number }) => a.score !== undefined)).toBe(false);

    // Follow edges out of the audience: a03 a04 a06 → nike (3); a03 a04 → adidas (2). a01 a10 a11 follow nobody.
    // (@nike is itself an author here; only a handle analysis leaves its own account out.)
    expect(base(s.top_accounts)).toEqual(["accounts", 6]);
    expect(handles(s.top_accounts)).toEqual([
      ["nike", 3],
      ["adidas", 2],
    ]);

    // Countries: US a01 a03 a04 a06, JP a10; a11 has none → 1 of 6 unknown; shares of the 5 known.
    expect(base(s.countries)).toEqual(["accounts", 6]);
    expect(shares(s.countries)).toEqual([
      ["US", 4, 0.8],
      ["JP", 1, 0.2],
    ]);
    expect(s.countries.unknown).toEqual({ count: 1, share: 0.1667 });

    // Genders: female a03; male a04 a06 a10; a01 is an organisation; a11 unknown.
    expect(base(s.genders)).toEqual(["accounts", 6]);
    expect(shares(s.genders)).toEqual([
      ["female", 1, 0.2],
      ["male", 3, 0.6],
      ["organization", 1, 0.2],
    ]);
    expect(s.genders.unknown).toEqual({ count: 1, share: 0.1667 });

    // Ages: a06 18-24, a03 25-34, a04 35-44; a01 a10 a11 unknown → 3 of 6.
    expect(base(s.age_groups)).toEqual(["accounts", 6]);
    expect(known(s.age_groups)).toEqual([
      ["18-24", 1, 0.3333],
      ["25-34", 1, 0.3333],
      ["35-44", 1, 0.3333],
    ]);
    expect(s.age_groups.unknown).toEqual({ count: 3, share: 0.5 });

    // Cities: only a03 (New York City) has one → 5 of 6 unknown.
    expect(shares(s.cities)).toEqual([["New York City|US", 1, 1]]);
    expect(s.cities.unknown).toEqual({ count: 5, share: 0.8333 });

    // Job groups: a03 Marketing, a04 IT Developer → 4 of 6 unknown.
    expect(shares(s.job_titles)).toEqual([
      ["IT Developer", 1, 0.5],
      ["Marketing", 1, 0.5],
    ]);
    expect(s.job_titles.unknown).toEqual({ count: 4, share: 0.6667 });

    // Interests: a03 coffee + fitness, a04 sneakers → 2 accounts with any, 4 of 6 unknown.
    expect(base(s.interests_of_this_audience)).toEqual(["accounts", 6]);
    expect(shares(s.interests_of_this_audience)).toEqual([
      ["coffee", 1, 0.5],
      ["fitness", 1, 0.5],
      ["sneakers", 1, 0.5],
    ]);
    expect(s.interests_of_this_audience.unknown).toEqual({ count: 4, share: 0.6667 });

    // Languages of their posts in range: en a01 a03 a04 a06 a11, ja a10 (j04 j08 j12) → all 6 known.
    expect(base(s.languages)).toEqual(["accounts", 6]);
    expect(shares(s.languages)).toEqual([
      ["en", 5, 0.8333],
      ["ja", 1, 0.1667],
    ]);
    expect(s.languages.unknown).toEqual({ count: 0, share: 0 });
  });

  /*
   * Conversation "Introducing": only t01 says it; its conversation (t01) holds the reply t09 → posts
   * t01 (positive, 01-08) and t09 (negative, 01-11), by a01 and a04.
   */
  it("conversation: the replies, sentiment and volume of a conversation", async () => {
    const s = await analyze({
      query: "Introducing",
      sections: ["conversation_posts", "sentiment_analysis", "conversation_volume", "audience_size"],
    });
    // Replies in the 1 conversation (t01): t09.
    expect(base(s.conversation_posts)).toEqual(["posts", 1]);
    expect(s.conversation_posts.base.description).toContain("the 1 conversation of");
    expect(ids(s.conversation_posts)).toEqual(["t09"]);
    expect(s.conversation_posts.items[0]).toMatchObject({ kind: "reply", author: { handle: "bob" } });

    expect(base(s.sentiment_analysis)).toEqual(["posts", 2]);
    expect(s.sentiment_analysis.totals).toEqual({ positive: 1, neutral: 0, negative: 1 });
    // (0.6 − 0.6) / 2
    expect(s.sentiment_analysis.average_score).toBe(0);

    expect(base(s.conversation_volume)).toEqual(["posts", 2]);
    expect(s.conversation_volume.totals).toEqual({ total: 2, peak: 1 });
    expect(nonZero(s.conversation_volume.series[0].points)).toEqual([
      ["2026-01-08T00:00:00Z", 1],
      ["2026-01-11T00:00:00Z", 1],
    ]);
    expect(base(s.audience_size)).toEqual(["accounts", 2]);

    // "nike" as a conversation: 12 matching posts in 11 conversations (t09 sits in t01's); the only
    // reply in them is t09 (t24 replies to t05, which does not say nike).
    const nike = await analyze({ query: "nike", sections: ["conversation_posts", "posts"] });
    expect(base(nike.posts)).toEqual(["posts", 12]);
    expect(base(nike.conversation_posts)).toEqual(["posts", 1]);
    expect(nike.conversation_posts.base.description).toContain("11 conversations");
    expect(ids(nike.conversation_posts)).toEqual(["t09"]);

    // "ultraboost": t05, t17 and the reply t24 match; conversations t05 (t05, t24) and t17 → 2; reply t24.
    const ub = await analyze({ query: "ultraboost", sections: ["conversation_posts", "posts"] });
    expect(base(ub.posts)).toEqual(["posts", 3]);
    expect(ub.conversation_posts.base.description).toContain("2 conversations");
    expect(ids(ub.conversation_posts)).toEqual(["t24"]);
  });

  /*
   * Share of voice inside a conversation analysis of "nike OR adidas": one keyword per group, counted
   * over the posts of the window.
   *   nike: the 12 posts above. Engagement = likes 500+12+3+5+4+1+0+7+11+2+400+6 = 951, reposts t01 100
   *   + t02 1 = 101, replies 1 (t09 → t01) → 1053. Positive t01 t02 t14 t27 (4), negative t03 t09 (2).
   *   adidas: t04 t05 t06 t12 t19 t20 t23 t24 j08 = 9. Likes 5+300+8+7+2+4+5+2+6 = 339, reposts t05 50,
   *   replies 1 (t24 → t05) → 390. Positive t05 t06 t20 t23 (4), negative none.
   *   Matching either: 12 + 9 − 3 (t04 t12 j08) = 18 posts; shares of 12 + 9 = 21 matches.
   *   On 01-14: nike t14 j08 (2), adidas t19 t20 j08 (3). On 01-08: nike t01 t02 (2), adidas none.
   */
  it("conversation: share of voice across the query's groups", async () => {
    const s = await analyze({ query_type: "conversation", query: "nike OR adidas", sections: ["share_of_voice"] });
    const sov = s.share_of_voice;
    expect(base(sov)).toEqual(["posts", 18]);
    expect(sov.items).toHaveLength(2);
    const [nike, adidas] = sov.items;
    expect(nike).toMatchObject({ keyword: "nike", aliases: [], posts: 12, engagement: 1053 });
    expect(nike.share).toBeCloseTo(12 / 21, 6);
    expect(nike.positive_share).toBeCloseTo(4 / 12, 6);
    expect(nike.negative_share).toBeCloseTo(2 / 12, 6);
    expect(adidas).toMatchObject({ keyword: "adidas", aliases: [], posts: 9, engagement: 390, negative_share: 0 });
    expect(adidas.share).toBeCloseTo(9 / 21, 6);
    expect(adidas.positive_share).toBeCloseTo(4 / 9, 6);
    expect(sov.interval).toBe("day");
    expect(sov.points).toHaveLength(31);
    const at = (day: string) => sov.points.find((p: { t: string }) => p.t.startsWith(day))?.counts;
    expect(at("2026-01-14")).toEqual({ nike: 2, adidas: 3 });
    expect(at("2026-01-08")).toEqual({ nike: 2, adidas: 0 });
    // 01-10: adidas t05 10:00, t06 11:00, t24 20:00; no nike.
    expect(at("2026-01-10")).toEqual({ nike: 0, adidas: 3 });
  });

  /*
   * t03 ("nike", negative) without a sentiment, as a post in a language no lexicon reads and with
   * no emoji is stored. Keyword "nike": 12 posts, 11 with a sentiment: positive 4, neutral 6,
   * negative 1; mean (4 × 0.6 − 0.6) / 11 = 0.164. Share of voice of "nike OR adidas": nike's
   * sentiment shares are of its 11 posts with one, positive 4/11 and negative 1/11.
   */
  it("leaves posts without a sentiment out of sentiment counts and shares, and says how many", async () => {
    await t.db.query("UPDATE posts SET sentiment = NULL, sentiment_score = NULL WHERE id = 't03'");
    await forgetPinnedScopes(t.db);
    try {
      const s = await analyze({ query_type: "keyword", query: "nike", sections: ["sentiment_analysis"] });
      expect(base(s.sentiment_analysis)).toEqual(["posts", 12]);
      expect(s.sentiment_analysis.totals).toEqual({ positive: 4, neutral: 6, negative: 1 });
      expect(s.sentiment_analysis.average_score).toBe(0.164);
      expect(s.sentiment_analysis.note).toMatch(/^Posts without a sentiment: 1 \(in a language other than/);
      const c = await analyze({ query_type: "conversation", query: "nike OR adidas", sections: ["share_of_voice"] });
      const [nike] = c.share_of_voice.items;
      expect(nike.posts).toBe(12);
      expect(nike.positive_share).toBeCloseTo(4 / 11, 6);
      expect(nike.negative_share).toBeCloseTo(1 / 11, 6);
    } finally {
      await t.db.query("UPDATE posts SET sentiment = 'negative', sentiment_score = -0.6 WHERE id = 't03'");
      await forgetPinnedScopes(t.db);
    }
  });

  /*
   * Post t01: itself and its reply t09 (2 posts). Audience: engagers a03 (like), a04 (like, reply),
   * a06 (repost), plus t09's author a04 again → a03 alice, a04 bob, a06 dave (3), all US.
   * Their engagements in range: a03→t01, a04→t01 ×2, a06→t01, a03→t05 = 5.
   */
  it("post: the audience of engagers and reply authors, and what it engaged with", async () => {
    const s = await analyze({
      query_type: "post",
      post_id: "t01",
      sections: [
        "posts",
        "audience_size",
        "largest_followers",
        "sample_accounts",
        "top_accounts",
        "countries",
        "genders",
        "age_groups",
        "cities",
        "job_titles",
        "interests_of_this_audience",
        "languages",
        "conversation_posts",
        "sentiment_analysis",
        "conversation_volume",
        "most_interacted_hashtags",
        "most_interacted_keywords",
      ],
    });
    // t01 500 likes, t09 1.
    expect(base(s.posts)).toEqual(["posts", 2]);
    expect(ids(s.posts)).toEqual(["t01", "t09"]);
    expect(s.audience_size).toMatchObject({ value: 3, base: { unit: "accounts", count: 3 } });
    expect(handles(s.largest_followers)).toEqual([
      ["alice", undefined],
      ["bob", undefined],
      ["dave", undefined],
    ]);
    expect(base(s.sample_accounts)).toEqual(["accounts", 3]);
    expect(ids(s.sample_accounts).sort()).toEqual(["a03", "a04", "a06"]);
    // a03 a04 a06 → nike (3); a03 a04 → adidas (2).
    expect(base(s.top_accounts)).toEqual(["accounts", 3]);
    expect(handles(s.top_accounts)).toEqual([
      ["nike", 3],
      ["adidas", 2],
    ]);

    // All three in the US; female a03, male a04 a06; 25-34 a03, 35-44 a04, 18-24 a06.
    expect(base(s.countries)).toEqual(["accounts", 3]);
    expect(shares(s.countries)).toEqual([["US", 3, 1]]);
    expect(s.countries.unknown).toEqual({ count: 0, share: 0 });
    expect(shares(s.genders)).toEqual([
      ["female", 1, 0.3333],
      ["male", 2, 0.6667],
      ["organization", 0, 0],
    ]);
    expect(s.genders.unknown).toEqual({ count: 0, share: 0 });
    expect(known(s.age_groups)).toEqual([
      ["18-24", 1, 0.3333],
      ["25-34", 1, 0.3333],
      ["35-44", 1, 0.3333],
    ]);
    expect(s.age_groups.unknown).toEqual({ count: 0, share: 0 });
    // City only for a03; jobs a03 Marketing, a04 IT Developer; interests a03 coffee fitness, a04 sneakers.
    expect(shares(s.cities)).toEqual([["New York City|US", 1, 1]]);
    expect(s.cities.unknown).toEqual({ count: 2, share: 0.6667 });
    expect(shares(s.job_titles)).toEqual([
      ["IT Developer", 1, 0.5],
      ["Marketing", 1, 0.5],
    ]);
    expect(s.job_titles.unknown).toEqual({ count: 1, share: 0.3333 });
    expect(shares(s.interests_of_this_audience)).toEqual([
      ["coffee", 1, 0.5],
      ["fitness", 1, 0.5],
      ["sneakers", 1, 0.5],
    ]);
    expect(s.interests_of_this_audience.unknown).toEqual({ count: 1, share: 0.3333 });
    expect(shares(s.languages)).toEqual([["en", 3, 1]]);
    expect(s.languages.unknown).toEqual({ count: 0, share: 0 });

    // Replies in t01's conversation: t09.
    expect(base(s.conversation_posts)).toEqual(["posts", 1]);
    expect(ids(s.conversation_posts)).toEqual(["t09"]);

    // The chart spans the posts themselves, 01-08 10:00 … 01-11 20:00: more than 3 days → daily, 4 buckets.
    expect(base(s.sentiment_analysis)).toEqual(["posts", 2]);
    expect(s.sentiment_analysis.totals).toEqual({ positive: 1, neutral: 0, negative: 1 });
    expect(s.sentiment_analysis.interval).toBe("day");
    expect(s.sentiment_analysis.points).toEqual([
      { t: "2026-01-08T00:00:00Z", positive: 1, neutral: 0, negative: 0 },
      { t: "2026-01-09T00:00:00Z", positive: 0, neutral: 0, negative: 0 },
      { t: "2026-01-10T00:00:00Z", positive: 0, neutral: 0, negative: 0 },
      { t: "2026-01-11T00:00:00Z", positive: 0, neutral: 0, negative: 1 },
    ]);
    // The volume counts the conversation the conversation posts list (t09), not the post itself.
    expect(base(s.conversation_volume)).toEqual(["posts", 1]);
    expect(s.conversation_volume.totals).toEqual({ total: 1, peak: 1 });
    expect(s.conversation_volume.series[0].points).toEqual([
      ["2026-01-08T00:00:00Z", 0],
      ["2026-01-09T00:00:00Z", 0],
      ["2026-01-10T00:00:00Z", 0],
      ["2026-01-11T00:00:00Z", 1],
    ]);

    // 5 engagements: t01 ×4 (nike, sneakers), t05 ×1 (adidas, sneakers).
    expect(base(s.most_interacted_hashtags)).toEqual(["engagements", 5]);
    expect(terms(s.most_interacted_hashtags)).toEqual([
      ["sneakers", 5, 1],
      ["nike", 4, 0.8],
      ["adidas", 1, 0.2],
    ]);
    // t01's words ×4; t05's once; new and sneakers are in both → 5.
    expect(base(s.most_interacted_keywords)).toEqual(["engagements", 5]);
    expect(terms(s.most_interacted_keywords)).toEqual([
      ["new", 5, 1],
      ["sneakers", 5, 1],
      ["air", 4, 0.8],
      ["introducing", 4, 0.8],
      ["max", 4, 0.8],
      ["nike", 4, 0.8],
      ["adidas", 1, 0.2],
      ["drop", 1, 0.2],
      ["today", 1, 0.2],
      ["ultraboost", 1, 0.2],
    ]);
  });
});
