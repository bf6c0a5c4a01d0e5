import { JA_LEXICON } from "./sentiment-ja-lexicon.ts";

// Stems by first UTF-16 code unit, longest first, so a scan tries few candidates per position.
// (Keyed by the number: text[i] would allocate a string for every Japanese character.)
const JA_BY_FIRST = new Map<number, string[]>();
for (const stem of Object.keys(JA_LEXICON).sort((a, b) => b.length - a.length)) {
  const first = stem.charCodeAt(0);
  JA_BY_FIRST.set(first, [...(JA_BY_FIRST.get(first) ?? []), stem]);
}
// Japanese negation follows the word: 美味しくない, 好きじゃない, 良くなかった, 嬉しくありません.
const JA_NEGATION = /^(?:くは|く|じゃ|では|で|は)?(ない|なかっ|ありません|ません|ず|ねー|ねえ)/u;
const NEGATION_FACTOR = -0.75;
export const HAS_JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** The summed valence of a Japanese text's opinion words, negation after a word turning it. */
export function japaneseValence(text: string): number {
  let sum = 0;
  let i = 0;
  while (i < text.length) {
    const stem = JA_BY_FIRST.get(text.charCodeAt(i))?.find((candidate) => text.startsWith(candidate, i));
    if (!stem) {
      i++;
      continue;
    }
    const end = i + stem.length;
    const rest = text.slice(end, end + 8).replace(/^[いかけさしすそっ]{0,2}/u, "");
    const negated = JA_NEGATION.test(rest) || JA_NEGATION.test(text.slice(end, end + 6));
    sum += (JA_LEXICON[stem] ?? 0) * (negated ? NEGATION_FACTOR : 1);
    i = end;
  }
  return sum;
}
