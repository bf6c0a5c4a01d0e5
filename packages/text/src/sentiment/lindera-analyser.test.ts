import { describe, expect, it } from "vitest";
import { analyseWithLindera } from "./lindera-analyser.ts";
import { scoreSentiment } from "./sentiment.ts";

// One analyser for the file: the module builds it once, on the first text.
const label = (text: string) => scoreSentiment(text, { lang: "ja", japanese: analyseWithLindera })?.label;

describe("analyseWithLindera", () => {
  it("splits a text into morphemes with their dictionary forms, parts of speech and readings", () => {
    expect(analyseWithLindera("楽しかった")).toEqual([
      { surface: "楽しかっ", lemma: "楽しい", pos: "形容詞", pos1: "自立", reading: "タノシカッ" },
      { surface: "た", lemma: "た", pos: "助動詞", pos1: "*", reading: "タ" },
    ]);
  });

  it("gives an unknown word its surface as its lemma and no reading", () => {
    expect(analyseWithLindera("ぴえん")).toEqual([
      { surface: "ぴえん", lemma: "ぴえん", pos: "UNK", pos1: "", reading: "" },
    ]);
  });
});

describe("Japanese sentiment with the analyser", () => {
  it("matches whole morphemes only", () => {
    expect(label("神戸に行ってきた")).toBe("neutral");
    expect(label("店員さんが神対応だった")).toBe("positive");
    expect(label("明日は会議です")).toBe("neutral");
  });

  it("reads words in the forms posts write them", () => {
    expect(label("しょっくだわ")).toBe("negative");
    expect(label("また電車おくれとる")).toBe("negative");
    expect(label("このケーキすごーい")).toBe("positive");
    expect(label("この猫ｶﾜｲｲ")).toBe("positive");
    expect(label("おいしぃ")).toBe("positive");
    expect(label("マジでウザい")).toBe("negative");
    expect(label("すげー")).toBe("positive");
    expect(label("月曜日は会社行きたくない")).toBe("negative");
    expect(label("推ししか勝たん")).toBe("positive");
    expect(label("その服ダサい")).toBe("negative");
  });

  it("turns a word by the negations after it, and an even number of them cancels", () => {
    expect(label("このラーメンは美味しくない")).toBe("negative");
    expect(label("あの映画は好きじゃなかった")).toBe("negative");
    expect(label("今日は楽しくありませんでした")).toBe("negative");
    expect(label("結果に満足できず")).toBe("negative");
    expect(label("そんな態度は許せぬ")).toBe("negative");
    expect(label("このラーメンは美味しくないわけではない")).toBe("positive");
    expect(label("納豆は嫌いじゃない")).toBe("positive");
  });

  it("leaves a word alone when the negation belongs to the next clause", () => {
    expect(label("楽しかったけど、もう行かない")).toBe("positive");
  });

  it("reads a negation across adverbs and the progressive", () => {
    expect(label("スタッフの笑顔があまりなかった")).toBe("negative");
    expect(label("朝早く行ったのであまり混雑していませんでした")).toBe("positive");
  });

  it("reads a wish for a good thing, and a counterfactual one, as its lack", () => {
    expect(label("ここは改善してほしいです")).toBe("negative");
    expect(label("もう少しパンの種類が多かったらうれしかったです")).toBe("negative");
  });

  it("does not take advice for an opinion", () => {
    expect(label("雨の日は傘を持って行ったほうがいいです")).toBe("neutral");
  });

  it("reads the wish to come back as praise", () => {
    expect(label("ぜひまた行きたいです")).toBe("positive");
    expect(label("もう二度と行きたくない")).not.toBe("positive");
  });

  it("counts nouns that judge, not nouns that only name a state", () => {
    expect(label("学生時代の友人と滞在しました")).toBe("neutral");
    expect(label("駅前はいつも渋滞している")).toBe("negative");
  });

  it("reads laughter and kaomoji", () => {
    expect(label("それは草")).toBe("positive");
    expect(label("今日も残業(´;ω;｀)")).toBe("negative");
    expect(label("ただいま(^^)")).toBe("positive");
    expect(label("ただいまｗｗｗ")).toBe("positive");
  });

  it("gives the same text the same answer every time", () => {
    const text = "新しいカフェ、雰囲気は最高だけど値段は高すぎ";
    expect(scoreSentiment(text, { lang: "ja", japanese: analyseWithLindera })).toEqual(
      scoreSentiment(text, { lang: "ja", japanese: analyseWithLindera }),
    );
  });
});
