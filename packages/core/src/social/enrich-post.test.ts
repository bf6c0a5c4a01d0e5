import { detectAll } from "tinyld";
import { describe, expect, it } from "vitest";
import { enrichPost as enrich } from "./enrich-post.ts";
import type { PostRecord } from "./records.ts";

const enrichPost = (post: Pick<PostRecord, "text" | "lang" | "hashtags" | "mentions" | "urls">) =>
  enrich(post, detectAll);

describe("enrichPost", () => {
  it("derives everything from an English post", () => {
    const post = {
      text: "I'm LOVING the new ＥＶ, not bad at all 🔥 #Tesla @elonmusk",
      lang: "en",
      hashtags: null,
      mentions: null,
      urls: null,
    };
    expect(enrichPost(post)).toEqual({
      lang: "en",
      langSource: "platform",
      hashtags: ["tesla"],
      mentions: ["elonmusk"],
      urls: [],
      emojis: ["🔥"],
      keywords: ["loving", "new", "ev", "bad", "tesla", "elonmusk"],
      tokens: "i'm loving the new ev not bad at all tesla elonmusk",
      words: ["i'm", "loving", "the", "new", "ev", "not", "bad", "at", "all", "tesla", "elonmusk"],
      sentiment: "positive",
      sentimentScore: 0.805,
    });
  });

  it("takes the platform's tags without # or @ (also full-width), normalised and distinct", () => {
    const post = {
      text: "今日の足元は新作ランナー",
      lang: "ja",
      hashtags: ["#Sneakers", "＃スニーカー", "sneakers", "ＳＮＥＡＫＥＲＳ", "#"],
      mentions: ["@Bob", "＠bob", "Ｂｏｂ"],
      urls: ["https://example.com"],
    };
    const e = enrichPost(post);
    expect(e.hashtags).toEqual(["sneakers", "スニーカー"]);
    expect(e.mentions).toEqual(["bob"]);
    expect(e.urls).toEqual(["https://example.com"]);
    expect(e.words).toEqual(["今日", "の", "足元", "は", "新作", "ランナー"]);
  });
});
