import { normalizeText } from "../social/post-words.ts";
import { countTerms, distinctGroup, distinctGroups, product } from "./keyword-groups.ts";
import { failQuery } from "./keyword-query-error.ts";
import { formatKeywordTerm } from "./keyword-query-format.ts";
import type { KeywordGroup, KeywordQuery } from "./keyword-query-types.ts";
import { MAX_KEYWORD_TERMS, parseKeywordTerm } from "./keyword-terms.ts";

export type KeywordBuilderInput = {
  /** AND-groups combined by OR, one term per entry; empty entries and groups are ignored */
  groups: string[][];
  exclusions: string[];
  /** a word's synonyms become alternatives of it (keys compared case-insensitively) */
  synonyms?: Record<string, string[]>;
  /** "and": added to every group; "or": a group of its own */
  extraKeyword?: { term: string; type: "and" | "or" };
};

/**
 * The keyword builder's state as a query. A group [nike, shoes] with synonyms shoes → [sneakers]
 * becomes (nike AND shoes) OR (nike AND sneakers).
 */
export function keywordQueryFromBuilder(input: KeywordBuilderInput): KeywordQuery {
  const synonyms = new Map<string, string[]>();
  for (const [word, alternatives] of Object.entries(input.synonyms ?? {})) {
    synonyms.set(normalizeText(word.trim()), alternatives);
  }
  const nonEmpty = (entries: string[]) => entries.filter((e) => e.trim() !== "");
  let groups: KeywordGroup[] = [];
  for (const entries of input.groups) {
    let alternatives: KeywordGroup[] = [[]];
    for (const entry of nonEmpty(entries)) {
      const options = [entry, ...nonEmpty(synonyms.get(normalizeText(entry.trim())) ?? [])];
      alternatives = product(
        alternatives,
        options.map((o) => [parseKeywordTerm(o)]),
        0,
      );
    }
    groups.push(...alternatives.filter((g) => g.length > 0));
  }
  const extra = input.extraKeyword;
  if (extra && extra.term.trim() !== "") {
    const term = parseKeywordTerm(extra.term);
    if (extra.type === "or" || groups.length === 0) groups.push([term]);
    else groups = groups.map((g) => [...g, term]);
  }
  const query = {
    groups: distinctGroups(groups),
    exclusions: distinctGroup(nonEmpty(input.exclusions).map(parseKeywordTerm)),
  };
  if (query.groups.length === 0) failQuery("query.empty", null);
  const terms = countTerms(query.groups) + query.exclusions.length;
  if (terms > MAX_KEYWORD_TERMS) failQuery("query.tooManyTerms", null, { terms, max: MAX_KEYWORD_TERMS });
  return query;
}

/** A query back as builder state (entries written as in a query), e.g. to fill the builder from a link. */
export function keywordBuilderFromQuery(q: KeywordQuery): { groups: string[][]; exclusions: string[] } {
  return { groups: q.groups.map((g) => g.map(formatKeywordTerm)), exclusions: q.exclusions.map(formatKeywordTerm) };
}
