import { describe, expect, it } from "vitest";
import type { PostAnalysers } from "../enrich/enrich-post.ts";
import {
  countWords,
  kindFromText,
  type LabelledPost,
  labelledPostSchema,
  scoreClasses,
  scorePosts,
} from "./post-set.ts";

// A detector that reads a few words, so the test does not hang on a real model's answers.
const analysers: PostAnalysers = {
  detect: (text) =>
    /\b(the|is|and|you)\b/i.test(text)
      ? [{ lang: "en", accuracy: 1 }]
      : /\b(il|della|che)\b/i.test(text)
        ? [{ lang: "it", accuracy: 1 }]
        : [],
};

const row = (id: string, text: string, sentiment: LabelledPost["sentiment"], extra: Partial<LabelledPost> = {}) =>
  labelledPostSchema.parse({ id, source: "test", text, lang_platform: null, lang: "en", sentiment, ...extra });

describe("scorePosts", () => {
  const rows = [
    row("1", "I love the new album and the tour is amazing", "positive", { polar: "clear" }),
    row("2", "The train leaves at 9 and the slides are online", "neutral"),
    row("3", "This is the worst service and the food is awful", "negative", { polar: "clear" }),
    // Detected as Italian: no lexicon reads it, so no sentiment (a wrong answer) and a misdetected English post.
    row("4", "il ristorante della via che amo", "positive", { polar: "clear" }),
    row("5", "ok", "neutral", { lang: "und" }),
  ];

  it("scores the product's sentiment with null as a wrong answer, and the English posts' language", () => {
    const scores = scorePosts(rows, analysers);
    expect(scores.posts).toBe(5);
    expect(scores.sentiment).toMatchObject({ rows: 5, correct: 4, accuracy: 0.8 });
    expect(scores.sentiment.confusion.positive).toEqual({ positive: 1, "(none)": 1 });
    expect(scores.language).toMatchObject({ rows: 4, misdetected: 1, share: 0.25 });
    expect(scores.clearPolar).toEqual({ rows: 3, calledNeutral: 1, share: 1 / 3 });
    expect(scores.baseline).toBeNull();
    expect(scores.misses.map((m) => `${m.measure} ${m.id}: ${m.truth} → ${m.guess ?? "(none)"}`)).toEqual([
      "sentiment 4: positive → (none)",
      "language 4: en → it",
    ]);
  });

  it("scores a baseline on the same rows", () => {
    const scores = scorePosts(rows, analysers, () => "neutral");
    expect(scores.baseline).toMatchObject({ rows: 5, correct: 2, accuracy: 0.4 });
  });

  it("imports replies and reposts as such, so their leading handles are no words of the author", () => {
    expect(kindFromText("RT @news: big day")).toBe("repost");
    expect(kindFromText("@united where is my bag")).toBe("reply");
    expect(kindFromText("Flying @united today")).toBe("post");
    expect(countWords("@a @b so this is it https://t.co/x #tag")).toBe(4);
  });
});

describe("scoreClasses", () => {
  it("gives accuracy and the mean of the three classes' F1", () => {
    const s = scoreClasses([
      { truth: "positive", guess: "positive" },
      { truth: "negative", guess: "neutral" },
      { truth: "neutral", guess: "neutral" },
      { truth: "negative", guess: null },
    ]);
    expect(s.accuracy).toBe(0.5);
    // F1: positive 1, neutral 2·1/(1+2) = 2/3, negative 0.
    expect(s.macroF1).toBeCloseTo((1 + 2 / 3 + 0) / 3, 10);
    expect(scoreClasses([]).accuracy).toBeNull();
  });
});
