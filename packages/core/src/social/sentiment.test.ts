import { describe, expect, it } from "vitest";
import { scoreSentiment } from "./sentiment.ts";

describe("scoreSentiment", () => {
  it("reads English opinion words, with boosters", () => {
    expect(scoreSentiment("I love this coffee, it is great").label).toBe("positive");
    expect(scoreSentiment("Terrible service, I hate waiting").label).toBe("negative");
    expect(scoreSentiment("really good").score).toBeGreaterThan(scoreSentiment("good").score);
  });

  it("knows social-media words AFINN lacks", () => {
    expect(scoreSentiment("Hot take: the new espresso blend is overrated").label).toBe("negative");
    expect(scoreSentiment("this album is so underrated").label).toBe("positive");
  });

  it("flips a word after a negation", () => {
    expect(scoreSentiment("This is not good").label).toBe("negative");
    expect(scoreSentiment("I don't hate it").label).toBe("positive");
  });

  it("reads Japanese with inflection and negation", () => {
    expect(scoreSentiment("今日は楽しかった！").label).toBe("positive");
    expect(scoreSentiment("最悪な一日だった").label).toBe("negative");
    expect(scoreSentiment("このラーメンは美味しい").label).toBe("positive");
    expect(scoreSentiment("このラーメンは美味しくない").label).toBe("negative");
    expect(scoreSentiment("好きじゃない").label).toBe("negative");
  });

  it("counts emoji", () => {
    expect(scoreSentiment("new phone 😍🎉").label).toBe("positive");
    expect(scoreSentiment("new phone 😡").label).toBe("negative");
  });

  it("answers neutral 0 without opinion words, and stays within −1..1", () => {
    expect(scoreSentiment("The train leaves at 9")).toEqual({ label: "neutral", score: 0 });
    const strong = scoreSentiment("love love love amazing wonderful fantastic superb 😍😍😍");
    expect(strong.score).toBeLessThanOrEqual(1);
    expect(strong.score).toBeGreaterThan(0.9);
  });

  it("keeps its exact scores (pinned from before the faster lexicon lookups)", () => {
    const pinned: [string, number][] = [
      ["I don't hate it, really good 😍", 0.921],
      ["最高！でも美味しくない😡", -0.307],
      ["this is not bad at all", 0.502],
      ["𠮷野家は最高、楽しかった", 0.875],
      ["ＧＯＯＤ and 嬉しくありません", 0.19],
      ["great ❤️ ❤", 0.84],
    ];
    for (const [text, score] of pinned) expect(scoreSentiment(text).score, text).toBe(score);
  });

  it("scores words that name JavaScript object members like any other word", () => {
    // They once found Object.prototype's members in the lexicon and made the score NaN.
    expect(scoreSentiment("the constructor pattern is great")).toEqual(scoreSentiment("the builder pattern is great"));
    expect(scoreSentiment("__proto__ toString hasOwnProperty valueOf")).toEqual({ label: "neutral", score: 0 });
    expect(scoreSentiment("constructor 🎉").score).toBeGreaterThan(0);
  });
});
