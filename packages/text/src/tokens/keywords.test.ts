import { tokenize } from "@xa/core/social/post-words";
import { describe, expect, it } from "vitest";
import { keywordsOf } from "./keywords.ts";
import { isStopword } from "./stopwords.ts";

describe("keywordsOf", () => {
  // The definition, as regexes: the cheap checks in keywordsOf must decide every token the same way.
  function byDefinition(tokens: string[]): string[] {
    const out = new Set<string>();
    for (const token of tokens) {
      if (token.length < 2 && !/\p{Script=Han}/u.test(token)) continue;
      if (/^[\d_]+$/.test(token) || isStopword(token)) continue;
      if (/^[\p{Script=Hiragana}ー]{1,2}$/u.test(token)) continue;
      out.add(token);
    }
    return [...out];
  }

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

  it("drops numbers, single letters, short hiragana and stopwords", () => {
    expect(
      keywordsOf([
        "2024",
        "_1_",
        "a",
        "円",
        "の",
        "私",
        "ねこ",
        "ねこだ",
        "ーー",
        "𛀁",
        "𛀁𛀁",
        "スニーカー",
        "ev",
        "ev",
      ]),
    ).toEqual(["円", "ねこだ", "スニーカー", "ev"]);
  });

  it("decides every one- and two-character token as the definition does", () => {
    const singles = Array.from({ length: 0x10000 }, (_, c) => String.fromCharCode(c));
    expect(keywordsOf(singles)).toEqual(byDefinition(singles));
    const pieces = ["ぁ", "ゖ", "ゝ", "ゟ", "ー", "ア", "ｱ", "東", "a", "1", "_", "𛀁", "🈀", "\u3099"];
    const pairs = pieces.flatMap((a) => pieces.map((b) => a + b));
    expect(keywordsOf(pairs)).toEqual(byDefinition(pairs));
  });
});
