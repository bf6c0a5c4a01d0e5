import { type KeywordTerm, parseKeywordTerm } from "@xa/core/analysis/keyword-query";
import { normalizeText } from "@xa/core/social/post-words";
import { keywordGroupsFilter } from "../../analysis/index.ts";

/**
 * A keyword as a search term (word or phrase), or null when it has nothing to search: package
 * keywords are edited by hand, and one unreadable entry must not spoil the rest.
 */
export function keywordTerm(label: string): KeywordTerm | null {
  try {
    const term = parseKeywordTerm(label.replace(/^[#＃@＠]+/, ""));
    return term.kind === "word" || term.kind === "phrase" ? term : null;
  } catch {
    return null;
  }
}

/** A hashtag as stored in posts.hashtags: normalised, without '#'. */
export const hashtagValue = (label: string) => normalizeText(label.trim().replace(/^[#＃]+/, ""));

/**
 * SQL over `posts` (as `alias`): the post uses one of the keywords (full-text, GIN) or hashtags
 * (GIN); "false" when both lists are empty. Values go into `params`.
 */
export function postUsesAnyFilter(keywords: string[], hashtags: string[], params: unknown[], alias = "p"): string {
  const terms = keywords.map(keywordTerm).filter((t): t is KeywordTerm => t !== null);
  const parts: string[] = [];
  if (terms.length > 0)
    parts.push(
      keywordGroupsFilter(
        terms.map((t) => [t]),
        params,
        alias,
      ),
    );
  const tags = [...new Set(hashtags.map(hashtagValue).filter(Boolean))];
  if (tags.length > 0) {
    params.push(tags);
    parts.push(`${alias}.hashtags && $${params.length}::text[]`);
  }
  const real = parts.filter((p) => p !== "false");
  if (real.length === 0) return "false";
  return real.length === 1 ? (real[0] as string) : `(${real.join(" OR ")})`;
}
