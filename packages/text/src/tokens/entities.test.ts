import { describe, expect, it } from "vitest";
import { extractEmojis, extractHashtags, extractMentions, extractUrls } from "./entities.ts";

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
