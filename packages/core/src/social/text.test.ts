import { describe, expect, it } from "vitest";
import { extractEmojis, extractHashtags, extractMentions, extractUrls, keywordsOf, tokenize } from "./text.ts";

describe("text extraction", () => {
  it("finds hashtags in English and Japanese, lower-cased and distinct, not in URLs or numbers", () => {
    expect(extractHashtags("New #Sneakers drop! #sneakers ＃スニーカー https://x.com/a#frag #2024")).toEqual([
      "sneakers",
      "スニーカー",
    ]);
  });

  it("finds mentions but not e-mail addresses", () => {
    expect(extractMentions("RT @Nike: thanks @bob_1 mail me at ann@example.com")).toEqual(["nike", "bob_1"]);
  });

  it("finds links without trailing punctuation", () => {
    expect(extractUrls("see https://example.com/a?b=1. and http://t.co/x)")).toEqual([
      "https://example.com/a?b=1",
      "http://t.co/x",
    ]);
  });

  it("keeps whole emoji sequences: skin tones, ZWJ families, flags, keycaps", () => {
    expect(extractEmojis("ok 👍🏽 👨‍👩‍👧 🇯🇵 1️⃣ ❤️ © plain")).toEqual(["👍🏽", "👨‍👩‍👧", "🇯🇵", "1️⃣", "❤️"]);
    expect(extractEmojis("no emoji here")).toEqual([]);
  });
});

describe("tokenize", () => {
  it("segments Japanese into words with Intl.Segmenter", () => {
    const tokens = tokenize("東京で新しいスニーカーを買いました");
    expect(tokens).toContain("東京");
    expect(tokens).toContain("スニーカー");
    expect(tokens).not.toContain("東京で新しいスニーカーを買いました");
  });

  it("lower-cases, folds full-width letters and drops links in spaced scripts", () => {
    expect(tokenize("I'm LOVING the ＥＶ https://t.co/abc #Tesla")).toEqual(["i'm", "loving", "the", "ev", "tesla"]);
  });

  it("keeps content words as keywords", () => {
    expect(keywordsOf(tokenize("The new coffee at the cafe is the best coffee"))).toEqual([
      "new",
      "coffee",
      "cafe",
      "best",
    ]);
    expect(keywordsOf(tokenize("東京でコーヒーを飲んだ"))).toEqual(expect.arrayContaining(["東京", "コーヒー"]));
    expect(keywordsOf(tokenize("東京でコーヒーを飲んだ"))).not.toContain("で");
  });
});
