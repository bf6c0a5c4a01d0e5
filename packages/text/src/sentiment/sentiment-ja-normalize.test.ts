import { describe, expect, it } from "vitest";
import { normalizeJapanese } from "./sentiment-ja-normalize.ts";

const words = new Set(["ショック", "ストレス"]);
const normal = (text: string) => normalizeJapanese(text, words);

describe("normalizeJapanese", () => {
  it("folds half-width and full-width forms", () => {
    expect(normal("ｶﾜｲｲ！ＯＫ")).toBe("カワイイ!OK");
  });

  it("drops stretched vowels, repeated kana and a closing small tsu", () => {
    expect(normal("すごーい")).toBe("すごい");
    expect(normal("すごぉい")).toBe("すごい");
    expect(normal("すごいいいい")).toBe("すごい");
    expect(normal("かわいいいい")).toBe("かわいい");
    expect(normal("おいしー")).toBe("おいしい");
    expect(normal("おいしぃ")).toBe("おいしい");
    expect(normal("すごいっ！")).toBe("すごい!");
  });

  it("keeps the long vowel mark of katakana words", () => {
    expect(normal("ラーメン〜〜")).toBe("ラーメンー");
  });

  it("writes spoken forms as written ones", () => {
    expect(normal("電車おくれとる")).toBe("電車おくれてる");
    expect(normal("すげー")).toBe("すごい");
    expect(normal("やべえ")).toBe("やばい");
    expect(normal("知らねー")).toBe("知らない");
  });

  it("writes a katakana-spelled adjective in hiragana, and a hiragana-spelled loanword in katakana", () => {
    expect(normal("ウザい")).toBe("うざい");
    expect(normal("ムカつく")).toBe("むかつく");
    expect(normal("しょっくだわ")).toBe("ショックだわ");
    expect(normal("すとれすたまる")).toBe("ストレスたまる");
    expect(normal("ラーメンが好き")).toBe("ラーメンが好き");
  });
});
