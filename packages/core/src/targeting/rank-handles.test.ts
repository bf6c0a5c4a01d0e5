import { describe, expect, it } from "vitest";
import { rankHandles } from "./rank-handles.ts";

const evidence = (accounts: number, lift: number) => ({ posts: 0, accounts, audience_share: accounts / 100, lift });
const candidate = (label: string, followers: number | null, posts: number, onTopicPosts: number, accounts = 20) => ({
  label,
  evidence: evidence(accounts, 3),
  followers,
  posts,
  onTopicPosts,
});

describe("rankHandles", () => {
  const options = { order: "balanced" as const, minFollowers: 1000, limit: 10 };

  it("keeps handles that post on the audience's terms and reach the minimum, best fit first", () => {
    const ranked = rankHandles(
      [
        candidate("halfcoffee", 5000, 10, 5),
        candidate("allcoffee", 5000, 10, 10),
        candidate("football", 90_000, 10, 1),
        candidate("tiny", 59, 10, 10),
        candidate("unknownreach", null, 10, 10),
      ],
      options,
    );
    expect(ranked.map((h) => [h.label, h.topicShare])).toEqual([
      ["allcoffee", 1],
      ["halfcoffee", 0.5],
    ]);
  });

  it("ranks an account that posts too little to tell behind those known to fit", () => {
    const ranked = rankHandles([candidate("silent", 5000, 1, 0, 40), candidate("fits", 5000, 10, 6, 20)], options);
    expect(ranked.map((h) => [h.label, h.topicShare])).toEqual([
      ["fits", 0.6],
      ["silent", null],
    ]);
  });

  it("leaves out an account whose few posts only happen to touch the terms, and keeps one shown to", () => {
    const ranked = rankHandles(
      [candidate("club", 245_000, 5, 2, 21), candidate("roaster", 9000, 20, 8), candidate("cafe", 9000, 4, 3)],
      options,
    );
    expect(ranked.map((h) => [h.label, h.topicShare])).toEqual([
      ["cafe", 0.75],
      ["roaster", 0.4],
    ]);
  });
});
