import { normalizeText, tokenize } from "@xa/core/social/post-words";
import type { PostRecord } from "@xa/core/social/records";
import { decideLanguage, type LanguageDetector } from "../language/language.ts";
import { scoreSentiment } from "../sentiment/sentiment.ts";
import type { JapaneseAnalyser } from "../sentiment/sentiment-ja-morpheme.ts";
import { authoredStart } from "../tokens/authored-start.ts";
import { extractEmojis, extractHashtags, extractMentions, extractUrls } from "../tokens/entities.ts";
import { keywordsOf } from "../tokens/keywords.ts";

/** What enrichment adds to a post. */
export type PostEnrichment = {
  lang: string | null;
  langSource: "platform" | "detected" | "unknown";
  hashtags: string[];
  mentions: string[];
  urls: string[];
  emojis: string[];
  keywords: string[];
  /** Lower-cased word tokens joined by spaces: the text of the full-text search vector. */
  tokens: string;
  /** The same tokens as a list (what search-vector builds the tsvector from). */
  words: string[];
  /** null: in a language no lexicon reads, and no emoji with a valence (see scoreSentiment) */
  sentiment: "positive" | "neutral" | "negative" | null;
  sentimentScore: number | null;
};

/**
 * The heavy text analysers enrichment is handed rather than imports, so that only a process that
 * meets such a post loads one (the web never does).
 */
export type PostAnalysers = {
  /** Finds the language of a post the platform gave none. */
  detect: LanguageDetector;
  /** Splits Japanese into morphemes for its sentiment (see sentiment-ja). */
  japanese?: JapaneseAnalyser;
};

/**
 * Derives language, tokens, keywords, tags, emojis and sentiment of a post. Pure and idempotent.
 * Keywords are of the words the
 * author wrote: the handles a reply starts with and a repost's "RT @handle:" are only addressing
 * (see authoredStart), so they are searchable tokens but no keywords.
 */
export function enrichPost(
  post: Pick<PostRecord, "text" | "lang" | "hashtags" | "mentions" | "urls" | "kind">,
  analysers: PostAnalysers,
): PostEnrichment {
  const language = decideLanguage(post.lang, post.text, analysers.detect);
  const start = authoredStart(post.text, post.kind);
  const authored = tokenize(start === 0 ? post.text : post.text.slice(start), language.lang);
  const tokens = start === 0 ? authored : [...tokenize(post.text.slice(0, start), language.lang), ...authored];
  const emojis = extractEmojis(post.text);
  const sentiment = scoreSentiment(post.text, { emojis, lang: language.lang, japanese: analysers.japanese });
  return {
    lang: language.lang,
    langSource: language.source,
    hashtags: post.hashtags ? distinctLower(post.hashtags) : extractHashtags(post.text),
    mentions: post.mentions ? distinctLower(post.mentions) : extractMentions(post.text),
    urls: post.urls ?? extractUrls(post.text),
    emojis,
    keywords: keywordsOf(authored),
    tokens: tokens.join(" "),
    words: tokens,
    sentiment: sentiment?.label ?? null,
    sentimentScore: sentiment?.score ?? null,
  };
}

const TAG_PREFIXES = new Set([0x23, 0x40, 0xff03, 0xff20]); // # @ ＃ ＠

/** Tags from the platform, without a leading # or @, normalised, distinct, in order. */
function distinctLower(values: string[]): string[] {
  // A post has a few tags: an array search is cheaper than a Set.
  const out: string[] = [];
  for (const value of values) {
    const clean = normalizeText(TAG_PREFIXES.has(value.charCodeAt(0)) ? value.slice(1) : value);
    if (clean && !out.includes(clean)) out.push(clean);
  }
  return out;
}
