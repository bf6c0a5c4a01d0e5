import { describe, expect, it } from "vitest";
import { profileMentions, rankHandles } from "./rank-handles.ts";

const evidence = (accounts: number, lift: number) => ({ posts: 0, accounts, audience_share: accounts / 100, lift });
const candidate = (label: string, followers: number | null, posts: number, onTopicPosts: number, accounts = 20) => ({
  label,
  evidence: evidence(accounts, 3),
  followers,
  posts,
  onTopicPosts,
  profile: "",
});

describe("rankHandles", () => {
  const options = { order: "balanced" as const, minFollowers: 1000, limit: 10, terms: ["coffee", "pour over", "珈琲"] };

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

  it("ranks an account that posts too little to tell behind those known to fit, and drops one whose posts miss", () => {
    const ranked = rankHandles(
      [
        { ...candidate("silent", 5000, 0, 0, 40), profile: "Home barista. Coffee, daily." },
        { ...candidate("teacher", 5000, 0, 0, 40), profile: "Teacher, football fan, coffeeholic" },
        candidate("fits", 5000, 10, 6, 20),
        candidate("twoon", 5000, 2, 2, 45),
        candidate("twooff", 5000, 2, 0, 60),
      ],
      options,
    );
    expect(ranked.map((h) => [h.label, h.topicShare])).toEqual([
      ["fits", 0.6],
      ["twoon", null],
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

  it("reads a profile for the audience's words whole, its phrases and CJK terms anywhere", () => {
    expect(profileMentions("I pour over every morning", ["pour over"])).toBe(true);
    expect(profileMentions("Backend developer", ["ev"])).toBe(false);
    expect(profileMentions("Driving an EV since 2019 #EV", ["ev"])).toBe(true);
    expect(profileMentions("自家焙煎の珈琲店", ["珈琲"])).toBe(true);
    expect(profileMentions("教師／サッカー好き", ["アニメ", "#漫画"])).toBe(false);
  });
});
