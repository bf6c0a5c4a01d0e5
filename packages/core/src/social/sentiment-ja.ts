import { cueValence } from "./sentiment-ja-cues.ts";
import { JA_LEXICON } from "./sentiment-ja-lexicon.ts";
import type { JapaneseAnalyser, Morpheme } from "./sentiment-ja-morpheme.ts";
import { normalizeJapanese, toKatakana } from "./sentiment-ja-normalize.ts";
import { KATAKANA_WORDS, lexiconValence, wordOfReading } from "./sentiment-ja-polarity.ts";

export const HAS_JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const NEGATION_FACTOR = -0.75;
/** The longest phrase of the lexicon, in morphemes (気が重い is three). */
const MAX_SPAN = 4;
/** How far after an opinion word its negation may come (美味しく|は|なかっ|た). */
const NEGATION_REACH = 7;

/**
 * The summed valence of a Japanese text: each opinion word is a whole morpheme (or a run of them)
 * of the analyser's, read by its dictionary form, turned by the negations after it (an even count
 * cancels: 美味しくないわけではない); laughter and kaomoji add theirs. Without an analyser (core's
 * own tests, a caller that loads none) only the project's words are found, by their stems.
 */
export function japaneseValence(text: string, analyse?: JapaneseAnalyser): number {
  if (!analyse) return stemValence(text.normalize("NFKC"));
  const { valence: cues, rest } = cueValence(normalizeJapanese(text, KATAKANA_WORDS));
  const morphemes = analyse(rest);
  let sum = cues;
  let i = 0;
  while (i < morphemes.length) {
    const found = opinionAt(morphemes, i);
    if (!found) {
      i++;
      continue;
    }
    const end = i + found.length;
    sum += found.valence * (negationsAfter(morphemes, end) % 2 === 1 ? NEGATION_FACTOR : 1);
    i = end;
  }
  return sum;
}

// Function words and those too common to carry an opinion alone, whatever a dictionary says.
const NO_OPINION_POS = new Set(["助詞", "助動詞", "記号", "接頭詞", "フィラー", "連体詞", "接続詞"]);
const NO_OPINION_NOUNS = new Set(["非自立", "代名詞", "数", "接尾", "副詞可能", "特殊"]);

/** The longest opinion word or phrase that starts at morpheme i, and its length in morphemes. */
function opinionAt(morphemes: Morpheme[], i: number): { valence: number; length: number } | null {
  const first = morphemes[i] as Morpheme;
  // A phrase may start where the analyser misread slang (うざい is う|ざい), but not at a particle.
  if (first.pos === "助詞" || first.pos === "記号") return null;
  for (let length = Math.min(MAX_SPAN, morphemes.length - i); length >= 2; length--) {
    let surfaces = "";
    for (let k = i; k < i + length - 1; k++) surfaces += (morphemes[k] as Morpheme).surface;
    const last = morphemes[i + length - 1] as Morpheme;
    const valence = lexiconValence(surfaces + last.lemma) ?? lexiconValence(surfaces + last.surface);
    if (valence !== undefined) return { valence, length };
  }
  if (NO_OPINION_POS.has(first.pos)) return null;
  if (first.pos === "名詞" && NO_OPINION_NOUNS.has(first.pos1) && JA_LEXICON[first.lemma] === undefined) return null;
  const valence = lexiconValence(first.lemma) ?? lexiconValence(first.surface) ?? readingValence(first);
  return valence === undefined || valence === 0 ? null : { valence, length: 1 };
}

/** A word in kana (むかつく, ヒドイ) by the reading of a lexicon word, when only one has it. */
function readingValence(morpheme: Morpheme): number | undefined {
  if (!/^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(morpheme.lemma)) return undefined;
  const word = wordOfReading(toKatakana(morpheme.lemma));
  return word === undefined ? undefined : lexiconValence(word);
}

const NEGATORS = new Set(["ない", "ぬ", "ず", "ん", "ねー", "ねえ", "へん", "まい"]);
/** Words a negation may follow its opinion word across: 美味しく|は|なかっ, 好き|に|なれ|ない. */
const NEGATION_PASSES = new Set(["ある", "いる", "する", "なる", "できる", "れる", "られる", "せる", "させる"]);

/**
 * How many negations follow the opinion word ending before morpheme `from`, in its clause. A
 * negation that a question takes back (すごくない？, isn't it great) does not count.
 */
function negationsAfter(morphemes: Morpheme[], from: number): number {
  let count = 0;
  for (let k = from; k < Math.min(morphemes.length, from + NEGATION_REACH); k++) {
    const m = morphemes[k] as Morpheme;
    const negator =
      NEGATORS.has(m.lemma) && (m.pos === "助動詞" || m.pos === "形容詞" || m.lemma === "ねー" || m.lemma === "ねえ");
    if (negator) {
      const next = morphemes[k + 1];
      if (next && (next.surface === "?" || next.surface === "？")) continue;
      count++;
      continue;
    }
    // けど, のに, ので, て, ば: a new clause, which the negation belongs to.
    if (m.pos === "助詞" && m.pos1 === "接続助詞") break;
    const passes =
      m.pos === "助動詞" ||
      m.pos === "助詞" ||
      (m.pos === "動詞" && (m.pos1 === "非自立" || m.pos1 === "接尾" || NEGATION_PASSES.has(m.lemma))) ||
      (m.pos === "名詞" && (m.pos1 === "非自立" || m.pos1 === "接尾")) ||
      (m.pos === "形容詞" && m.pos1 === "非自立");
    if (!passes) break;
  }
  return count;
}

// Without an analyser: the project's words by their stems (美味し matches 美味しかった).
const STEMS = Object.keys(JA_LEXICON)
  .map(
    (word) =>
      [word.length > 2 ? word.replace(/[いうくぐすつぬぶむる]$/u, "") : word, JA_LEXICON[word] as number] as const,
  )
  .filter(([stem, valence]) => stem.length > 0 && valence !== 0)
  .sort((a, b) => b[0].length - a[0].length);
const STEM_NEGATION = /^[いかくけさしすそっ]{0,2}(?:は|じゃ|では)?(?:ない|なかっ|ません|ず|ねー)/u;

function stemValence(text: string): number {
  let sum = 0;
  let i = 0;
  while (i < text.length) {
    const hit = STEMS.find(([stem]) => text.startsWith(stem, i));
    if (!hit) {
      i++;
      continue;
    }
    const end = i + hit[0].length;
    sum += hit[1] * (STEM_NEGATION.test(text.slice(end, end + 8)) ? NEGATION_FACTOR : 1);
    i = end;
  }
  return sum;
}
