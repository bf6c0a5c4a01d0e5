import { inferAccountType } from "./account-type.ts";
import { type AgeBand, inferAgeBand } from "./age.ts";
import { inferGender } from "./gender.ts";
import { inferInterests } from "./interests.ts";
import { inferJobGroup } from "./job-title.ts";
import { decideLanguage } from "./language.ts";
import { parseLocation } from "./location.ts";
import type { AccountRecord, PostRecord } from "./records.ts";
import { scoreSentiment } from "./sentiment.ts";
import {
  extractEmojis,
  extractHashtags,
  extractMentions,
  extractUrls,
  keywordsOf,
  normalizeText,
  tokenize,
} from "./text.ts";

/** Bumped when an enrichment method changes, so the enrichment job redoes older rows. */
export const ENRICHMENT_VERSION = 1;

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
  sentiment: "positive" | "neutral" | "negative";
  sentimentScore: number;
};

/** Derives language, tokens, keywords, tags, emojis and sentiment of a post. Pure and idempotent. */
export function enrichPost(post: Pick<PostRecord, "text" | "lang" | "hashtags" | "mentions" | "urls">): PostEnrichment {
  const language = decideLanguage(post.lang, post.text);
  const tokens = tokenize(post.text, language.lang);
  const emojis = extractEmojis(post.text);
  const sentiment = scoreSentiment(post.text, tokens, emojis);
  return {
    lang: language.lang,
    langSource: language.source,
    hashtags: post.hashtags ? distinctLower(post.hashtags) : extractHashtags(post.text),
    mentions: post.mentions ? distinctLower(post.mentions) : extractMentions(post.text),
    urls: post.urls ?? extractUrls(post.text),
    emojis,
    keywords: keywordsOf(tokens),
    tokens: tokens.join(" "),
    words: tokens,
    sentiment: sentiment.label,
    sentimentScore: sentiment.score,
  };
}

/** What enrichment infers about an account (each field may be unknown). */
export type AccountEnrichment = {
  accountType: "person" | "organization" | "unknown";
  gender: "female" | "male" | "unknown";
  genderConfidence: number;
  ageBand: AgeBand;
  country: string | null;
  city: string | null;
  jobGroup: string | null;
  interests: string[];
};

/**
 * Infers an account's demographics from its profile (and, for interests, the hashtags it used).
 * Organisations get no gender, age or job title: those describe people.
 */
export function enrichAccount(
  account: Pick<AccountRecord, "name" | "handle" | "bio" | "location" | "verifiedType">,
  hashtagCounts: Record<string, number> = {},
  now: Date = new Date(),
): AccountEnrichment {
  const gender = inferGender(account.name, account.bio);
  const accountType = inferAccountType({ ...account, gender });
  const isOrg = accountType === "organization";
  const place = parseLocation(account.location);
  return {
    accountType,
    gender: isOrg ? "unknown" : gender.gender,
    genderConfidence: isOrg ? 0 : gender.confidence,
    ageBand: isOrg ? "unknown" : inferAgeBand(account.bio, now).band,
    country: place.country,
    city: place.city,
    jobGroup: isOrg ? null : (inferJobGroup(account.bio)?.group ?? null),
    interests: inferInterests(account.bio, hashtagCounts),
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
