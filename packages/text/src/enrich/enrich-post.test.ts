import type { PostRecord } from "@xa/core/social/records";
import { detectAll } from "tinyld";
import { describe, expect, it } from "vitest";
import { enrichPost as enrich } from "./enrich-post.ts";

const enrichPost = (
  post: Pick<PostRecord, "text" | "lang" | "hashtags" | "mentions" | "urls"> & Partial<Pick<PostRecord, "kind">>,
) => enrich({ kind: "post", ...post }, { detect: detectAll });

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

describe("enrichPost: keywords are the author's words", () => {
  const base = { lang: "en", hashtags: null, mentions: null, urls: null };

  it("leaves out the handles a reply starts with, but keeps them searchable and as mentions", () => {
    const e = enrichPost({ ...base, kind: "reply", text: "@megan123 @Nike_Support ordered coffee beans from @nike" });
    expect(e.keywords).toEqual(["ordered", "coffee", "beans", "nike"]);
    expect(e.tokens).toBe("megan123 nike_support ordered coffee beans from nike");
    expect(e.mentions).toEqual(["megan123", "nike_support", "nike"]);
  });

  it("leaves out a repost's 'RT @handle:', not the reposted words", () => {
    const e = enrichPost({ ...base, kind: "repost", text: "RT @barista_jo: Flat white season ☕" });
    expect(e.keywords).toEqual(["flat", "white", "season"]);
    expect(e.words).toEqual(["rt", "barista_jo", "flat", "white", "season"]);
  });

  it("keeps handles an original post or a quote starts with: there the author wrote them", () => {
    expect(enrichPost({ ...base, kind: "post", text: "@nike makes great shoes" }).keywords).toEqual([
      "nike",
      "makes",
      "great",
      "shoes",
    ]);
    expect(enrichPost({ ...base, kind: "quote", text: "@nike makes great shoes" }).keywords).toContain("nike");
  });

  it("segments a Japanese reply's own words after its handles", () => {
    const e = enrichPost({ ...base, lang: "ja", kind: "reply", text: "@tanaka_k ＠suzuki 新作スニーカー最高" });
    expect(e.keywords).not.toContain("tanaka_k");
    expect(e.keywords).not.toContain("suzuki");
    expect(e.keywords).toContain("スニーカー");
    expect(e.words.slice(0, 2)).toEqual(["tanaka_k", "suzuki"]);
  });

  it("has no keywords when a reply is only handles", () => {
    expect(enrichPost({ ...base, kind: "reply", text: "@a_b @cd " }).keywords).toEqual([]);
  });
});
