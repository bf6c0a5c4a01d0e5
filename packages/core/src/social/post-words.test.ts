import { describe, expect, it } from "vitest";
import { isKanaOrKanji, normalizeText, spacedWords, tokenize } from "./post-words.ts";

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
});

describe("tokenize's fast paths give what the general paths give", () => {
  // Small deterministic generator, so a failure can be reproduced.
  function randomTexts(alphabet: string[], count: number, seed = 1): string[] {
    let state = seed;
    const next = (n: number) => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state % n;
    };
    return Array.from({ length: count }, () =>
      Array.from({ length: 1 + next(12) }, () => alphabet[next(alphabet.length)]).join(""),
    );
  }

  it("finds the same words in ASCII as the word regex (apostrophes, underscores, digits)", () => {
    const text = "It's rock'n'roll, 'tis o''clock: abc' x_y __init__ 2024 it's2 a'1 don't'";
    expect(tokenize(text)).toEqual([
      "it's",
      "rock'n'roll",
      "tis",
      "o",
      "clock",
      "abc",
      "x_y",
      "__init__",
      "2024",
      "it's",
      "2",
      "a",
      "1",
      "don't",
    ]);
    for (const t of [text, "Hello, World! 100% ok_ok_ 'quoted' ''", "a'b'c'd e'' f'g1"]) {
      expect(spacedWords(normalizeText(t))).toEqual(spacedWords(normalizeText(t), false));
    }
  });

  it("hands words that touch non-ASCII characters to the regex", () => {
    const cases: [string, string[]][] = [
      ["café don’t l'été naïve", ["café", "don't", "l'été", "naïve"]],
      ["love😍it 👍🏽ok", ["love", "it", "ok"]],
      ["it'sé x'ÿ cafe\u0301s", ["it'sé", "x'ÿ", "caf\u00e9s"]],
      ["ＡＢＣ１２３ ﬁne straße", ["abc123", "fine", "straße"]],
    ];
    for (const [text, words] of cases) {
      expect(tokenize(text)).toEqual(words);
      expect(spacedWords(normalizeText(text))).toEqual(spacedWords(normalizeText(text), false));
    }
  });

  it("agrees with the regex on thousands of random mixes of awkward characters", () => {
    const alphabet = [
      "a",
      "Z",
      "0",
      "_",
      "'",
      "’",
      " ",
      ".",
      "-",
      "é",
      "\u0301",
      "😍",
      "👍🏽",
      "ß",
      "İ",
      "ﬁ",
      "٣",
      "한",
      "\u200d",
    ];
    for (const text of randomTexts(alphabet, 3000)) {
      const clean = normalizeText(text);
      expect(spacedWords(clean), JSON.stringify(text)).toEqual(spacedWords(clean, false));
    }
  });

  it("skips the NFKC normaliser only where it changes nothing", () => {
    const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)).join("");
    expect(normalizeText(ascii)).toBe(ascii.normalize("NFKC").toLowerCase());
    expect(normalizeText("ＥＶ Café ﬁ")).toBe("ev café fi");
  });

  it("walks Japanese segments exactly as iterating Intl.Segmenter does, lone marks included", () => {
    const segmenter = new Intl.Segmenter("ja", { granularity: "word" });
    const iterated = (text: string) =>
      [...segmenter.segment(normalizeText(text))]
        .filter((s) => s.isWordLike && /[\p{L}\p{N}]/u.test(s.segment))
        .map((s) => s.segment);
    const texts = [
      "今日の足元は新作ランナー #スニーカー",
      "推しのグッズ見た？めっちゃ良かった！ #アニメ #EV",
      "航続距離ってどうなの？  #ev充電 2024年 iPhone15を買った",
      "#️⃣ #\u200d😀 ! \u3099か #\u0301東京 ?\u00ad京都 a  b   c ",
      "東京 #",
      "東京#",
      "東京 ",
      "東京 \u0301",
      "東京!\u200d",
      "!?!?#テスト# ？",
      "我爱北京天安门 #中国",
    ];
    for (const text of texts) expect(tokenize(text, "ja"), text).toEqual(iterated(text));
    // Each starts with a kanji: text without kana or kanji is not segmented at all (ー alone is not kana).
    for (const random of randomTexts(
      ["東京", "の", "カー", " ", "  ", "#", "!", "?", "a", "1", "😀", "\u0301", "ー", "、"],
      500,
    )) {
      const text = `東${random}`;
      expect(tokenize(text, "ja"), JSON.stringify(text)).toEqual(iterated(text));
    }
  });

  it("calls only letters kana or kanji (the shortcut before \\p{L} regexes)", () => {
    for (let code = 0; code < 0x10000; code++) {
      if (isKanaOrKanji(code)) expect(/\p{L}/u.test(String.fromCharCode(code)), code.toString(16)).toBe(true);
    }
  });
});
