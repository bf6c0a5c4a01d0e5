import { cueValence } from "./sentiment-ja-cues.ts";
import { JA_LEXICON } from "./sentiment-ja-lexicon.ts";
import type { JapaneseAnalyser, Morpheme } from "./sentiment-ja-morpheme.ts";
import { normalizeJapanese, toKatakana } from "./sentiment-ja-normalize.ts";
import { KATAKANA_WORDS, lexiconValence, wordOfReading } from "./sentiment-ja-polarity.ts";
import { isAdviceOrCounterfactual, turnsAfter, wantsAgain } from "./sentiment-ja-turns.ts";

export const HAS_JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const NEGATION_FACTOR = -0.75;
/** The longest phrase of the lexicon, in morphemes (気が重い is three). */
const MAX_SPAN = 4;
/** ぜひまた行きたい: the wish to come back. */
const AGAIN_VALENCE = 2;
/** 会社行きたくない: not wanting to. */
const UNWILLING_VALENCE = -1;

/**
 * The summed valence of a Japanese text: each opinion word is a whole morpheme (or a run of them)
 * of the analyser's, read by its dictionary form, turned by the negations after it (an even count
 * cancels: 美味しくないわけではない); laughter and kaomoji add theirs. Without an analyser (this package's
 * own tests, a caller that loads none) only the project's words are found, by their stems.
 */
export function japaneseValence(text: string, analyse?: JapaneseAnalyser): number {
  if (!analyse) return stemValence(text.normalize("NFKC"));
  const { valence: cues, rest } = cuesAndRest(text);
  const morphemes = analyse(rest);
  let sum = 0;
  let i = 0;
  while (i < morphemes.length) {
    const m = morphemes[i] as Morpheme;
    if (m.lemma === "たい" && m.pos === "助動詞") {
      // 行きたくない: not wanting to; ぜひまた行きたい: wanting to come back.
      if (turnsAfter(morphemes, i + 1, true) % 2 === 1) sum += UNWILLING_VALENCE;
      else if (wantsAgain(morphemes, i)) sum += AGAIN_VALENCE;
    }
    const found = opinionAt(morphemes, i);
    if (!found) {
      i++;
      continue;
    }
    const end = i + found.length;
    const use = isAdviceOrCounterfactual(morphemes, i);
    if (use !== "advice") {
      const turns = turnsAfter(morphemes, end, found.valence > 0) + (use === "counterfactual" ? 1 : 0);
      sum += found.valence * (turns % 2 === 1 ? NEGATION_FACTOR : 1);
    }
    i = end;
  }
  return sum + cues;
}

/**
 * What japaneseValence gives the analyser for a text (its Japanese, normalised, cues taken out), or
 * null when the text has no Japanese: a caller can have those analysed ahead, elsewhere.
 */
export function japaneseAnalyserText(text: string): string | null {
  return HAS_JAPANESE.test(text) ? cuesAndRest(text).rest : null;
}

/** A text's laughter and kaomoji, and the normalised rest that the analyser reads. */
const cuesAndRest = (text: string) => cueValence(normalizeJapanese(text, KATAKANA_WORDS));

// Function words and those too common to carry an opinion alone, whatever a dictionary says.
const NO_OPINION_POS = new Set(["助詞", "助動詞", "記号", "接頭詞", "フィラー", "連体詞", "接続詞"]);
const NO_OPINION_NOUNS = new Set(["非自立", "代名詞", "数", "接尾", "副詞可能", "特殊"]);

/** Words of degree: an opinion as a predicate (大変でした), an intensifier before one (大変混んで). */
const DEGREE = new Set(["大変", "結構", "非常", "相当"]);
const COPULAS = new Set(["だ", "です", "な"]);

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
  if (DEGREE.has(first.lemma) && !COPULAS.has(morphemes[i + 1]?.lemma ?? "")) return null;
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
