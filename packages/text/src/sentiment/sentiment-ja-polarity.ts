import tohoku from "./sentiment-ja-data/ja-polarity.json" with { type: "json" };
import { JA_LEXICON } from "./sentiment-ja-lexicon.ts";

/**
 * Valence of each class of the Tohoku dictionary (see sentiment-ja-data/SOURCE.md): a subjective
 * evaluation or feeling (P/N 素晴らしい, ひどい; +/- 最高, 迷惑) says the writer's opinion; an
 * experience (p/n 遅れる) or an event, quality or act (o/x 混雑, 料金) more often only tells of
 * something, so it counts half.
 */
const CLASS_VALENCE: Record<string, number> = { P: 2, N: -2, "+": 2, "-": -2, p: 1, n: -1, o: 1, x: -1 };

const LEXICON = new Map<string, number>();
for (const [key, code] of Object.entries(tohoku.entries)) LEXICON.set(key, CLASS_VALENCE[code] ?? 0);
// The project's own words override the dictionary's.
for (const [key, valence] of Object.entries(JA_LEXICON)) LEXICON.set(key.normalize("NFKC"), valence);

const READINGS = new Map(Object.entries(tohoku.readings));

/** The valence of a word or phrase as the lexicon keys it; undefined when it has none. */
export function lexiconValence(key: string): number | undefined {
  return LEXICON.get(key);
}

/** The lexicon word a katakana reading stands for (ムカツク → むかつく), if one only. */
export function wordOfReading(reading: string): string | undefined {
  return READINGS.get(reading);
}

/** The lexicon's katakana words of three letters or more (ショック, ストレス). */
export const KATAKANA_WORDS: ReadonlySet<string> = new Set(
  [...LEXICON.keys()].filter((key) => key.length >= 3 && /^[\p{Script=Katakana}ー]+$/u.test(key)),
);
