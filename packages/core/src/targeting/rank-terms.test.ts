import { describe, expect, it } from "vitest";
import {
  liftBoundOf,
  liftOf,
  pickWideningTerms,
  postLiftOf,
  rankTerms,
  scriptOf,
  type TermCounts,
} from "./rank-terms.ts";

/*
 * A store of 100 accounts, an audience of 10. Lift = (accounts / 10) / (store accounts / 100); the
 * orders rank by the lift the counts make sure of (liftBoundOf: 95% lower bound, shrunk toward 1):
 *   espresso 6 of 10 vs 10 of 100 → lift 6,  sure 1.64; balanced 0.6 × ln 1.64 = 0.30
 *   latte    5 of 10 vs  5 of 100 → lift 10, sure 1.74; balanced 0.5 × ln 1.74 = 0.28
 *   cafe     8 of 10 vs 40 of 100 → lift 2,  sure 0.94 (kept: lift ≥ 1.5), last
 *   today    5 of 10 vs 50 of 100 → 1: generic, left out
 *   barista  1 of 10: a one-off (support 1 < 2), left out
 *   fake     the brief excludes it
 */
const counts: TermCounts[] = [
  { term: "today", posts: 9, accounts: 5, storeAccounts: 50 },
  { term: "cafe", posts: 12, accounts: 8, storeAccounts: 40 },
  { term: "latte", posts: 5, accounts: 5, storeAccounts: 5 },
  { term: "espresso", posts: 7, accounts: 6, storeAccounts: 10 },
  { term: "barista", posts: 1, accounts: 1, storeAccounts: 1 },
  { term: "fake", posts: 4, accounts: 4, storeAccounts: 4 },
];
const world = { audienceSize: 10, storeSize: 100, exclude: new Set(["fake"]), limit: 10 };
const labels = (order: "balanced" | "relevance" | "reach") =>
  rankTerms(counts, { ...world, order }).map((t) => t.label);

describe("rankTerms", () => {
  it("orders by lift, by reach, or by both, each visibly different", () => {
    expect(labels("relevance")).toEqual(["latte", "espresso", "cafe"]);
    expect(labels("reach")).toEqual(["cafe", "espresso", "latte"]);
    expect(labels("balanced")).toEqual(["espresso", "latte", "cafe"]);
  });

  it("gives each term its evidence", () => {
    const [first] = rankTerms(counts, { ...world, order: "balanced" });
    expect(first).toEqual({ label: "espresso", evidence: { posts: 7, accounts: 6, audience_share: 0.6, lift: 6 } });
  });

  it("ranks a term many of the audience use above a rarer one of higher lift", () => {
    // 2 of a 13-account audience and 3 of a 5,000-account store: lift 256, sure below 1.
    // 10 of them and 350 of the store: lift 11, sure about 3.
    const chance = { term: "blithe", posts: 2, accounts: 2, storeAccounts: 3 };
    const topic = { term: "coffee", posts: 30, accounts: 10, storeAccounts: 350 };
    expect(liftBoundOf(chance, 13, 5000)).toBeLessThan(1);
    expect(liftBoundOf(topic, 13, 5000)).toBeGreaterThan(2.5);
    for (const order of ["balanced", "relevance"] as const) {
      const ranked = rankTerms([chance, topic], { audienceSize: 13, storeSize: 5000, order, limit: 5 });
      expect(ranked.map((t) => t.label)).toEqual(["coffee", "blithe"]);
      expect(ranked[1]?.evidence.lift).toBeCloseTo(256.41, 1);
    }
  });

  it("asks ranking by lift for a share of a large audience, so rare terms do not win", () => {
    // 1% of 1,000 = 10 accounts: the rare term (5 accounts, lift 20) is dropped only for relevance.
    const big = [
      { term: "rare", posts: 5, accounts: 5, storeAccounts: 5 },
      { term: "common", posts: 400, accounts: 300, storeAccounts: 1000 },
    ];
    const opts = { audienceSize: 1000, storeSize: 20_000, limit: 5 };
    expect(rankTerms(big, { ...opts, order: "relevance" }).map((t) => t.label)).toEqual(["common"]);
    expect(rankTerms(big, { ...opts, order: "balanced" }).map((t) => t.label)).toEqual(["common", "rare"]);
  });

  it("asks every order for half a percent of the audience, so a word a few slipped in stays out", () => {
    const few = [
      { term: "toady", posts: 4, accounts: 4, storeAccounts: 5 },
      { term: "grinder", posts: 40, accounts: 30, storeAccounts: 60 },
    ];
    const opts = { audienceSize: 1000, storeSize: 20_000, limit: 5 };
    for (const order of ["balanced", "reach"] as const)
      expect(rankTerms(few, { ...opts, order }).map((t) => t.label)).toEqual(["grinder"]);
  });

  it("compares a term among the accounts writing its script", () => {
    // 40 of a 50-account audience write Japanese, 200 of the 1,000-account store do. 最高 is used by
    // 10 of them and 50 in the store: (10/40) / (50/200) = 1, generic; over everyone it would be 4.
    const word = { term: "最高", posts: 12, accounts: 10, storeAccounts: 50 };
    expect(liftOf(word, 50, 1000)).toBe(4);
    expect(liftOf({ ...word, audienceBase: 40, storeBase: 200 }, 50, 1000)).toBe(1);
    // An English audience of 500 with 4 Japanese writers, 2 using a tag 20 of the store's 200 use:
    // (2/4) / (20/200) = 5 among writers, but (2/500) / (20/1000) = 0.2 over everyone.
    const tag = { term: "投資", posts: 2, accounts: 2, storeAccounts: 20, audienceBase: 4, storeBase: 200 };
    expect(liftOf(tag, 500, 1000)).toBeCloseTo(0.2);
    expect(scriptOf("最高")).toBe("cjk");
    expect(scriptOf("coffee")).toBe("other");
  });

  it("asks reach order for a higher lift, so everyday words of an active audience stay out", () => {
    // good: 8 of 10 vs 50 of 100 → lift 1.6, the most used, yet only balanced and relevance keep it
    const withGood = [...counts, { term: "good", posts: 20, accounts: 8, storeAccounts: 50 }];
    const ranked = (order: "balanced" | "relevance" | "reach") =>
      rankTerms(withGood, { ...world, order }).map((t) => t.label);
    expect(ranked("reach")).toEqual(["cafe", "espresso", "latte"]);
    expect(ranked("balanced")).toContain("good");
  });

  it("keeps to the limit and has no lift without store use", () => {
    expect(rankTerms(counts, { ...world, order: "reach", limit: 1 })).toHaveLength(1);
    expect(liftOf({ term: "x", posts: 1, accounts: 1, storeAccounts: 0 }, 10, 100)).toBe(0);
  });
});

/*
 * 20 posts match the brief, of 1,000 in the store. Lift per post = (n / 20) / (store / 1000):
 *   pourover 8 / 20 vs 10 → 40;  morning 6 / 20 vs 100 → 3 (below 4: out);
 *   v60 2 / 20 (fewer than 3 posts: out);  roast 4 / 20 vs 20 → 10, but only 4 of its 20 posts
 *   match the brief (20% < 50%: out);  beans 5 / 20 vs 8 → 31, 5 of 8 posts;  coffee is the brief's own.
 */
describe("pickWideningTerms", () => {
  it("adds terms that co-occur with the brief far more than in the store", () => {
    const co = [
      { term: "morning", seedPosts: 6, storePosts: 100 },
      { term: "roast", seedPosts: 4, storePosts: 20 },
      { term: "pourover", seedPosts: 8, storePosts: 10 },
      { term: "v60", seedPosts: 2, storePosts: 2 },
      { term: "beans", seedPosts: 5, storePosts: 8 },
      { term: "coffee", seedPosts: 20, storePosts: 50 },
    ];
    expect(pickWideningTerms(co, 20, 1000, new Set(["coffee"]))).toEqual(["pourover", "beans"]);
    expect(pickWideningTerms(co, 0, 1000, new Set())).toEqual([]);
  });

  it("never adds a piece of a Japanese compound: a single character, or a word mostly written inside a longer term", () => {
    const co = [
      { term: "浅", seedPosts: 8, storePosts: 9 },
      { term: "浅煎り", seedPosts: 6, storePosts: 7 },
      { term: "#珈", seedPosts: 5, storePosts: 5 },
      // テロ is in 7 posts, 5 of them as #飯テロ; カフェ in 9, 3 of them as #カフェ巡り.
      { term: "テロ", seedPosts: 7, storePosts: 8 },
      { term: "#飯テロ", seedPosts: 5, storePosts: 5 },
      { term: "カフェ", seedPosts: 9, storePosts: 10 },
      { term: "#カフェ巡り", seedPosts: 3, storePosts: 3 },
    ];
    expect(pickWideningTerms(co, 20, 1000, new Set())).toEqual(["カフェ", "浅煎り", "#珈", "#飯テロ", "#カフェ巡り"]);
  });
});

describe("the per-post floor", () => {
  // An audience of 100 accounts (1,000 posts) in a store of 1,000 accounts (4,000 posts): the audience posts more.
  const options = { audienceSize: 100, storeSize: 1000, order: "balanced" as const, limit: 10 };
  const withPosts = { ...options, audiencePosts: 1000, storePosts: 4000 };
  // "good": 40 of the audience's accounts (lift 1.6 per account) but 10% of its posts, as 10% of the store's.
  const good = { term: "good", posts: 100, accounts: 40, storeAccounts: 250, storePosts: 400 };
  // "collab": 30 accounts (lift 6) and 9% of the audience's posts against 2.5% of the store's (3.6).
  const collab = { term: "collab", posts: 90, accounts: 30, storeAccounts: 50, storePosts: 100 };

  it("leaves out a word the audience's posts use no more often than anyone's", () => {
    expect(postLiftOf(good, withPosts)).toBeCloseTo(1);
    expect(postLiftOf(collab, withPosts)).toBeCloseTo(3.6);
    expect(rankTerms([good, collab], withPosts).map((t) => t.label)).toEqual(["collab"]);
  });

  it("applies only when the post counts are known", () => {
    expect(postLiftOf(good, options)).toBeNull();
    expect(rankTerms([good, collab], options).map((t) => t.label)).toEqual(["collab", "good"]);
  });
});
