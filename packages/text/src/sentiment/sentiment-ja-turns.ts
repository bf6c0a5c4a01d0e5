import type { Morpheme } from "./sentiment-ja-morpheme.ts";

/**
 * What the words around an opinion word do to it, in Japanese: negations after it, a wish or a
 * counterfactual that says it is missing, advice that is no opinion, and the wish to come back
 * that praises without an opinion word.
 */

/** How far after an opinion word its negation may come (美味しく|は|なかっ|た). */
const NEGATION_REACH = 7;
const NEGATORS = new Set(["ない", "ぬ", "ず", "ん", "ねー", "ねえ", "へん", "まい"]);
/**
 * Words a negation may follow its opinion word across: 美味しく|は|なかっ, 好き|に|なれ|ない, and
 * adverbs (笑顔|が|あまり|なかっ).
 */
const NEGATION_PASSES = new Set(["ある", "いる", "する", "なる", "できる", "れる", "られる", "せる", "させる"]);
const WISHES = new Set(["欲しい", "ほしい"]);

const isQuestion = (m: Morpheme | undefined) => m?.surface === "?" || m?.surface === "？";

/**
 * How many times the opinion word ending before morpheme `from` is turned: by each negation after
 * it in its clause (a question takes one back: すごくない？ is praise), and, for a good word, by a
 * wish for it (改善してほしい: it is lacking).
 */
export function turnsAfter(morphemes: Morpheme[], from: number, positive: boolean): number {
  let count = 0;
  for (let k = from; k < Math.min(morphemes.length, from + NEGATION_REACH); k++) {
    const m = morphemes[k] as Morpheme;
    const negator = NEGATORS.has(m.lemma) && (m.pos === "助動詞" || m.pos === "形容詞" || m.pos === "助詞");
    if (negator) {
      if (!isQuestion(morphemes[k + 1])) count++;
      continue;
    }
    if (positive && WISHES.has(m.lemma) && m.pos === "形容詞") {
      count++;
      continue;
    }
    // けど, ので, ば: a new clause. て/で before いる, しまう, ほしい (していない) is not one.
    if (m.pos === "助詞" && m.pos1 === "接続助詞") {
      const next = morphemes[k + 1];
      const auxiliary = next && next.pos1 === "非自立" && (next.pos === "動詞" || next.pos === "形容詞");
      if (!((m.surface === "て" || m.surface === "で") && auxiliary)) break;
      continue;
    }
    const passes =
      m.pos === "助動詞" ||
      m.pos === "助詞" ||
      m.pos === "副詞" ||
      (m.pos === "動詞" && (m.pos1 === "非自立" || m.pos1 === "接尾" || NEGATION_PASSES.has(m.lemma))) ||
      (m.pos === "名詞" && (m.pos1 === "非自立" || m.pos1 === "接尾")) ||
      (m.pos === "形容詞" && m.pos1 === "非自立");
    if (!passes) break;
  }
  return count;
}

const GOOD = new Set(["良い", "いい", "よい", "嬉しい", "うれしい"]);

/**
 * A good word that is advice or a counterfactual, not an opinion of what was: 〜ほうがいい,
 * 〜といい, 〜てもいい; 〜ばよかった, 〜たらうれしかった (it was not so).
 */
export function isAdviceOrCounterfactual(morphemes: Morpheme[], i: number): "advice" | "counterfactual" | null {
  const word = morphemes[i] as Morpheme;
  if (!GOOD.has(word.lemma)) return null;
  const before = morphemes[i - 1];
  const twoBefore = morphemes[i - 2];
  const past = morphemes[i + 1]?.lemma === "た";
  if (before && (before.surface === "ば" || before.surface === "たら" || before.surface === "だら"))
    return past ? "counterfactual" : "advice";
  if (before?.surface === "が" && (twoBefore?.lemma === "ほう" || twoBefore?.lemma === "方")) return "advice";
  if (before?.surface === "と" && before.pos1 === "接続助詞") return "advice";
  if (before?.surface === "も" && (twoBefore?.surface === "て" || twoBefore?.surface === "で")) return "advice";
  return null;
}

const AGAIN = new Set(["また", "又", "ぜひ", "是非", "再び", "絶対", "何度", "もう一度", "今度"]);
const SENTENCE_ENDS = new Set(["。", "!", "?", "！", "？"]);

/** ぜひまた行きたい, 何度でも泊まりたい: the wish (たい at morpheme i) to come back, which is praise. */
export function wantsAgain(morphemes: Morpheme[], i: number): boolean {
  const m = morphemes[i] as Morpheme;
  if (m.lemma !== "たい" || m.pos !== "助動詞") return false;
  for (let k = i - 1; k >= Math.max(0, i - 12); k--) {
    const before = morphemes[k] as Morpheme;
    if (SENTENCE_ENDS.has(before.surface)) return false;
    if (AGAIN.has(before.lemma)) return true;
  }
  return false;
}
