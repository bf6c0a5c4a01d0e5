import type { PostKind } from "@xa/core/social/records";
import { z } from "zod";
import { enrichPost, type PostAnalysers } from "../enrich/enrich-post.ts";
import { type Confusion, confusion, type Pair } from "./score.ts";

const SENTIMENTS = ["positive", "neutral", "negative"] as const;

/**
 * One post of a labelled set, as a reader labelled it: the language it is written in (ISO 639-1,
 * "und" when none can be told), its sentiment, and for polar posts of some sets whether the
 * polarity is clear or mild. `lang_platform` is the platform's own tag, kept for reference only:
 * the scorer imports posts without it.
 */
export const labelledPostSchema = z.object({
  id: z.string(),
  source: z.string(),
  text: z.string(),
  lang_platform: z.string().nullable(),
  lang: z.string(),
  sentiment: z.enum(SENTIMENTS),
  polar: z.enum(["clear", "mild"]).optional(),
});
export type LabelledPost = z.infer<typeof labelledPostSchema>;

/** A method that labels a text's sentiment, to compare with the product's (VADER). */
export type SentimentBaseline = (text: string) => (typeof SENTIMENTS)[number];

export type ClassScore = {
  rows: number;
  correct: number;
  /** Correct answers among all rows: no answer (null) is a wrong one. */
  accuracy: number | null;
  /** The mean over positive, neutral and negative of each class's F1. */
  macroF1: number | null;
  confusion: Confusion;
};

export type PostScores = {
  posts: number;
  sentiment: ClassScore;
  /** The baseline's sentiment on the same rows, when one was given. */
  baseline: ClassScore | null;
  /** English posts (by the reader) of 3 words or more whose detected language is not English, or none. */
  language: { rows: number; misdetected: number; share: number | null; confusion: Confusion };
  /** Clearly polar posts called neutral or given no sentiment. */
  clearPolar: { rows: number; calledNeutral: number; share: number | null };
  misses: PostMiss[];
};

export type PostMiss = {
  id: string;
  measure: "sentiment" | "language";
  truth: string;
  guess: string | null;
  text: string;
};

/** How a CSV import without reply or repost columns would take the post: from its text. */
export function kindFromText(text: string): PostKind {
  if (/^RT [@＠]/.test(text)) return "repost";
  return /^[@＠]/.test(text) ? "reply" : "post";
}

/** Words of a text that a reader sees as its own: no links, handles or tags. */
export function countWords(text: string): number {
  const words = text.replace(/https?:\/\/\S+|[@＠#＃][\p{L}\p{N}_]+/gu, " ").split(/\s+/);
  return words.filter((word) => /\p{L}/u.test(word)).length;
}

/**
 * Runs each post through the product's enrichment as a CSV import without a language column
 * (the detector decides the language) and scores its sentiment and language against the labels.
 */
export function scorePosts(posts: LabelledPost[], analysers: PostAnalysers, baseline?: SentimentBaseline): PostScores {
  const sentiment: Pair[] = [];
  const baselinePairs: Pair[] = [];
  const language: Pair[] = [];
  let calledNeutral = 0;
  let clearRows = 0;
  const misses: PostMiss[] = [];
  for (const post of posts) {
    const found = enrichPost(
      { text: post.text, lang: null, hashtags: null, mentions: null, urls: null, kind: kindFromText(post.text) },
      analysers,
    );
    const pair = { truth: post.sentiment, guess: found.sentiment };
    sentiment.push(pair);
    if (pair.guess !== pair.truth) misses.push({ id: post.id, measure: "sentiment", ...pair, text: post.text });
    if (baseline) baselinePairs.push({ truth: post.sentiment, guess: baseline(post.text) });
    if (post.lang === "en" && countWords(post.text) >= 3) {
      const lang = { truth: "en", guess: found.lang };
      language.push(lang);
      if (lang.guess !== "en") misses.push({ id: post.id, measure: "language", ...lang, text: post.text });
    }
    if (post.polar === "clear") {
      clearRows++;
      if (found.sentiment === null || found.sentiment === "neutral") calledNeutral++;
    }
  }
  const misdetected = language.filter((pair) => pair.guess !== "en").length;
  return {
    posts: posts.length,
    sentiment: scoreClasses(sentiment),
    baseline: baseline ? scoreClasses(baselinePairs) : null,
    language: {
      rows: language.length,
      misdetected,
      share: ratio(misdetected, language.length),
      confusion: confusion(language),
    },
    clearPolar: { rows: clearRows, calledNeutral, share: ratio(calledNeutral, clearRows) },
    misses,
  };
}

/** Accuracy and macro-F1 over the three sentiments; a null guess is wrong in both. */
export function scoreClasses(pairs: Pair[]): ClassScore {
  const correct = pairs.filter((pair) => pair.guess === pair.truth).length;
  const f1s = SENTIMENTS.map((label) => {
    const truePositives = pairs.filter((pair) => pair.truth === label && pair.guess === label).length;
    const positives = pairs.filter((pair) => pair.truth === label).length;
    const guessed = pairs.filter((pair) => pair.guess === label).length;
    return positives + guessed === 0 ? 0 : (2 * truePositives) / (positives + guessed);
  });
  return {
    rows: pairs.length,
    correct,
    accuracy: ratio(correct, pairs.length),
    macroF1: pairs.length === 0 ? null : f1s.reduce((sum, f1) => sum + f1, 0) / f1s.length,
    confusion: confusion(pairs),
  };
}

const ratio = (n: number, d: number) => (d === 0 ? null : n / d);
