import { termSearchTokens } from "./keyword-query.ts";
import type { KeywordQuery } from "./keyword-query-types.ts";

/**
 * The query's own words and hashtags (as keyword and as hashtag): in nearly every matched post, so
 * a term found beside the query's posts is never one of them.
 */
export function queryTerms(query: KeywordQuery): string[] {
  const words = query.groups.flat().flatMap((term) => {
    if (term.kind === "mention") return [];
    if (term.kind === "hashtag") return [term.value];
    return termSearchTokens(term).flat();
  });
  return [...new Set(words.flatMap((w) => [w, `#${w}`]))];
}
