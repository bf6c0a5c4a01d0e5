import { analyseWithLindera } from "@xa/text/sentiment/lindera-analyser";
import { isStopListed } from "@xa/text/terms/generic-words";
import type { CommunityTruth } from "./community-truth.ts";

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Morphemes that are no word on their own: particles, auxiliaries, symbols, dependent words and suffixes. */
const NOT_A_WORD_POS = new Set(["助詞", "助動詞", "記号"]);
const NOT_A_WORD_POS1 = new Set(["非自立", "接尾"]);

/** What tells a generic keyword: the words most communities share, and how many of the store's writers use a word. */
export type GenericJudge = { sharedWords: ReadonlySet<string>; topicTags: ReadonlySet<string> };

/**
 * The words at least half the communities' vocabularies share (the frames and feelings every topic's
 * posts are written in), and every community's hashtags (a stop-listed word people tag names a topic).
 */
export function genericJudge(truths: readonly CommunityTruth[]): GenericJudge {
  const seen = new Map<string, number>();
  for (const t of truths) for (const w of t.keywords) seen.set(w, (seen.get(w) ?? 0) + 1);
  const sharedWords = new Set([...seen].filter(([, n]) => n >= truths.length / 2).map(([w]) => w));
  return { sharedWords, topicTags: new Set(truths.flatMap((t) => [...t.hashtags])) };
}

/**
 * Whether a suggested keyword is one a buyer would delete: a function or everyday word (on the
 * maintained stop lists and no community's hashtag, or shared by most communities), a single
 * character, or Japanese the analyser reads as no word on its own (a particle, auxiliary or suffix).
 * A phrase is generic when every word of it is.
 */
export function isGenericKeyword(label: string, judge: GenericJudge): boolean {
  const words = label.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length > 1) return words.every((w) => isGenericKeyword(w, judge));
  const word = words[0] ?? "";
  if ([...word].length < 2) return true;
  if (judge.sharedWords.has(word)) return true;
  if (isStopListed(word) && !judge.topicTags.has(word)) return true;
  if (!CJK.test(word)) return false;
  const morphemes = analyseWithLindera(word);
  return morphemes.every((m) => NOT_A_WORD_POS.has(m.pos) || NOT_A_WORD_POS1.has(m.pos1));
}

/** The share of the first 20 keywords that are generic (null for an empty list). */
export function genericShare(labels: readonly string[], judge: GenericJudge, k = 20): number | null {
  const top = labels.slice(0, k);
  return top.length === 0 ? null : top.filter((l) => isGenericKeyword(l, judge)).length / top.length;
}
