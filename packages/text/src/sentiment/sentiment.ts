import { extractEmojis } from "../tokens/entities.ts";
import { englishValence } from "./sentiment-en.ts";
import { HAS_JAPANESE, japaneseValence } from "./sentiment-ja.ts";
import type { JapaneseAnalyser } from "./sentiment-ja-morpheme.ts";
import { EMOJI_LEXICON } from "./sentiment-lexicons.ts";

/** A post's sentiment: the label, and a score from −1 (negative) to +1 (positive). */
export type Sentiment = { label: "positive" | "neutral" | "negative"; score: number };

// How this is explained to users, in English and Japanese: `sentimentMethod` in core's analysis/analysis-texts.ts.

const EMOJI_VALENCE = new Map(Object.entries(EMOJI_LEXICON));

/**
 * What enrichment already has of the text (computed here when not given), and its language. No
 * tokens: English is read from the text itself, where handles, links, emoticons and punctuation
 * can still be told apart.
 */
export type SentimentInput = {
  emojis?: string[];
  lang?: string | null;
  /** Splits Japanese into morphemes; without it only the project's own Japanese words are read. */
  japanese?: JapaneseAnalyser;
};

/**
 * Languages the lexicons read. A Japanese post's Latin words are nearly always English ("最高 so
 * cute"), so both lexicons read posts in either, and posts whose language is unknown.
 */
const LEXICON_LANGUAGES = new Set(["en", "ja"]);

/**
 * Scores a text in English and/or Japanese; with no opinion words the answer is neutral 0. A post
 * in another language (`lang`) is scored from its emojis alone, since English words in it are
 * loanwords or false friends (Italian "fine" is "end") and kanji in Chinese are not Japanese
 * words; with no emoji that carries a valence it has no sentiment (null), not a neutral one.
 */
export function scoreSentiment(
  text: string,
  { emojis = extractEmojis(text), lang = null, japanese }: SentimentInput = {},
): Sentiment | null {
  let sum = 0;
  let emojiOpinion = false;
  for (const emoji of emojis) {
    const valence = EMOJI_VALENCE.get(emoji) ?? EMOJI_VALENCE.get(emoji.replace("\uFE0F", "")) ?? 0;
    sum += valence;
    if (valence !== 0) emojiOpinion = true;
  }
  if (lang === null || LEXICON_LANGUAGES.has(lang)) {
    sum += englishValence(text, sum);
    if (HAS_JAPANESE.test(text)) sum += japaneseValence(text, japanese);
  } else if (!emojiOpinion) {
    return null;
  }
  // VADER's normalisation: bounded, and a few strong words count more than many weak ones.
  const score = sum === 0 ? 0 : sum / Math.sqrt(sum * sum + 15);
  const rounded = Math.round(score * 1000) / 1000;
  return { label: rounded >= 0.05 ? "positive" : rounded <= -0.05 ? "negative" : "neutral", score: rounded };
}
