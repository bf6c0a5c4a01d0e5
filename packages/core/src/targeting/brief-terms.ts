import { keywordQueryFromBuilder } from "../analysis/keyword-builder.ts";
import type { KeywordGroup, KeywordTerm } from "../analysis/keyword-query-types.ts";
import { parseKeywordTerm } from "../analysis/keyword-terms.ts";
import { extractHashtags, extractMentions, keywordsOf, normalizeText, tokenize } from "../social/text.ts";

/** What a free-text brief names: hashtags and @handles written in it, and its content words. */
export type BriefTerms = { words: string[]; hashtags: string[]; handles: string[] };

// Words every campaign brief uses about itself, not about its audience (en, ja): "a campaign for
// people who love coffee" is about coffee. Post stopwords are left out by keywordsOf already.
// biome-ignore format: a word list reads better packed
const BRIEF_WORDS = new Set(`campaign campaigns audience audiences target targeting targeted people persons person users user
customers customer fans fan followers follower lovers lover enthusiasts enthusiast interested interest interests brand brands
launch launching promote promoting promotion advertise advertising ads ad reach reaching want looking find market marketing
product products new love loves like likes who whom everyone anyone someone aged age ages year years old young
キャンペーン ターゲット オーディエンス ユーザー ファン 人 人たち 層 向け 好き 興味 関心 広告 宣伝 商品 製品 新 発売 ブランド 届け たい 方 方々 者`.split(/\s+/));

/** Whether a word of a brief is about the campaign rather than its audience. */
export const isBriefWord = (word: string) => BRIEF_WORDS.has(word);

/**
 * Reads a brief written in English or Japanese: its hashtags and @handles as written, and the
 * content words of the rest, tokenised as posts are (Japanese via Intl.Segmenter), without
 * stopwords and campaign words. Which of them the store uses is the server's to check.
 */
export function readBrief(description: string): BriefTerms {
  const hashtags = extractHashtags(description);
  const handles = extractMentions(description);
  // The tags and handles are terms of their own: their text would only repeat them as words.
  const rest = description.replace(/[#＃@＠][\p{L}\p{M}\p{N}_]+/gu, " ");
  const words = keywordsOf(tokenize(rest)).filter((w) => !isBriefWord(w));
  return { words, hashtags, handles };
}

/** A keyword as a brief term: trimmed, normalised, without a leading '#'. */
export const briefTerm = (text: string) => normalizeText(text.trim()).replace(/^[#＃]/, "");

/** The post terms, handles and exclusions of a whole request (its description and keyword form together). */
export type RequestTerms = BriefTerms & {
  /** the keyword form's AND-groups (joined by OR), as typed: kept whatever the store says */
  groups: KeywordGroup[];
  exclusions: KeywordTerm[];
};

/**
 * What a request asks for in terms: the brief's words, hashtags and handles, its handles field, its
 * keyword groups and exclusions. Throws KeywordQuerySyntaxError when a keyword cannot be read.
 */
export function readRequestTerms(request: {
  description: string;
  keyword_groups: string[][];
  excluded_keywords: string[];
  handles: string[];
}): RequestTerms {
  const brief = readBrief(request.description);
  const handles = [
    ...new Set([...brief.handles, ...request.handles.map((h) => h.replace(/^[@＠]/, "").toLowerCase())]),
  ];
  const groups = request.keyword_groups.some((g) => g.some((t) => t.trim() !== ""))
    ? keywordQueryFromBuilder({ groups: request.keyword_groups, exclusions: [] }).groups
    : [];
  const exclusions = request.excluded_keywords.map((k) => parseKeywordTerm(k));
  return { ...brief, handles, groups, exclusions };
}
