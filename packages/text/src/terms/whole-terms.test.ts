import { beforeAll, describe, expect, it } from "vitest";
import { analyseWithLindera } from "../sentiment/lindera-analyser.ts";
import { isStopListed } from "./generic-words.ts";
import { nounCompounds, wholeTerms } from "./whole-terms.ts";

const en = (...texts: string[]) => texts.map((text) => ({ text, lang: "en" }));
const ja = (...texts: string[]) => texts.map((text) => ({ text, lang: "ja" }));
const labelOf = (term: string, texts: { text: string; lang: string }[]) =>
  wholeTerms([{ term, texts }], analyseWithLindera)[0]?.label;

describe("wholeTerms", () => {
  // The analyser's dictionary loads on the first Japanese text: seconds on a busy machine.
  beforeAll(() => void analyseWithLindera("準備"), 60_000);

  it("keeps a word mostly written in a two-word phrase as the phrase", () => {
    const posts = en(
      "My pour over this morning was perfect",
      "Pour over beats the machine",
      "Slow pour over at home",
      "Learning to pour coffee",
    );
    expect(labelOf("pour", posts)).toBe("pour over");
    expect(labelOf("cold", en("Cold brew season", "iced cold brew again", "cold brew with oat milk"))).toBe(
      "cold brew",
    );
  });

  it("reads the first or last word of a three-word name as the whole name", () => {
    const posts = en(
      "Ethiopian pour over this morning",
      "my ethiopian pour over is floral",
      "ethiopian pour over again",
      "ethiopian beans",
    );
    expect(labelOf("ethiopian", posts)).toBe("ethiopian pour over");
  });

  it("keeps a word used in many phrases as itself, and never joins an article to it", () => {
    const posts = en("The espresso was bitter", "An espresso after lunch", "espresso martini night", "My espresso");
    expect(labelOf("espresso", posts)).toBe("espresso");
  });

  it("reads a Japanese fragment as the compound it belongs to", () => {
    const posts = ja("今日は水出しコーヒーを作った", "水出しが好き", "夏は水出しに限る");
    expect(labelOf("出し", posts)).toBe("水出し");
  });

  it("never cuts an indexed word where the dictionary reads a name across it", () => {
    const posts = ja("水出しコーヒー気になってるの", "水出しコーヒー最高", "夏は水出しコーヒー");
    expect(labelOf("水", posts)).toBe("水出し");
  });

  it("keeps a compound whole where the dictionary reads its kanji alone as verbs", () => {
    const posts = ja("渋谷で自家焙煎最高", "自家焙煎の豆が届いた", "今日も自家焙煎");
    expect(labelOf("自家", posts)).toBe("自家焙煎");
  });

  it("drops a Japanese auxiliary and a single character that is no word alone", () => {
    expect(labelOf("すぎる", ja("飲みすぎる日もある", "甘すぎる", "高すぎる豆"))).toBeNull();
    expect(labelOf("豆", ja("豆を挽く", "豆を買う", "豆が届いた"))).toBeNull();
  });

  it("keeps a Japanese whole word", () => {
    expect(labelOf("ラーメン", ja("ラーメンを食べた", "ラーメンが好き", "今日もラーメン"))).toBe("ラーメン");
  });
});

describe("isStopListed", () => {
  it("lists English and Japanese function and everyday words from the maintained lists", () => {
    for (const w of ["the", "over", "today", "trying", "take", "これ", "それ"]) expect(isStopListed(w)).toBe(true);
    for (const w of ["espresso", "coffee", "ラーメン"]) expect(isStopListed(w)).toBe(false);
  });
});

describe("wholeTerms with three-word names", () => {
  it("keeps a word inside a three-word name as the name", () => {
    const posts = en("Ethiopian pour over again", "an ethiopian pour over at home", "ethiopian pour over forever");
    expect(labelOf("pour", posts)).toBe("ethiopian pour over");
  });
});

describe("nounCompounds", () => {
  beforeAll(() => void analyseWithLindera("準備"), 60_000);

  it("finds the noun compounds of a Japanese brief", () => {
    const found = nounCompounds("日焼け止めとスキンケアが好きな人", analyseWithLindera);
    expect(found).toContain("日焼け止め");
    expect(found).toContain("スキンケア");
    expect(found).not.toContain("人");
  });
});
