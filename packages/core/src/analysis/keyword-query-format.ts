import type { KeywordQuery, KeywordTerm } from "./keyword-query-types.ts";
import { isBareWord, QUOTES } from "./keyword-terms.ts";

/** A term as written in a query: words bare, phrases quoted, #hashtags and @mentions with their sign. */
export function formatKeywordTerm(term: KeywordTerm): string {
  if (term.kind === "hashtag") return `#${term.value}`;
  if (term.kind === "mention") return `@${term.value}`;
  if (term.kind === "word" && isBareWord(term.value)) return term.value;
  return `"${[...term.value].filter((c) => !QUOTES.includes(c)).join("")}"`;
}

/** `{groups: [[a, b], [c]], exclusions: [d]}` → `(a AND b) OR c NOT d`; parseKeywordQuery reads it back. */
export function formatKeywordQuery(q: KeywordQuery): string {
  const groups = q.groups
    .filter((g) => g.length > 0)
    .map((g) =>
      g.length === 1 ? formatKeywordTerm(g[0] as KeywordTerm) : `(${g.map(formatKeywordTerm).join(" AND ")})`,
    );
  return [groups.join(" OR "), ...q.exclusions.map((e) => `NOT ${formatKeywordTerm(e)}`)].join(" ");
}
