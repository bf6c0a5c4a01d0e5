import { failQuery } from "./keyword-query-error.ts";
import type { KeywordGroup, KeywordQuery, KeywordTerm } from "./keyword-query-types.ts";
import { MAX_KEYWORD_TERMS } from "./keyword-terms.ts";

const termKey = (t: KeywordTerm) => `${t.kind}:${t.value}`;

/** Terms over all groups. */
export const countTerms = (groups: KeywordGroup[]) => groups.reduce((n, g) => n + g.length, 0);

/** The group without repeated terms, in order of first use. */
export function distinctGroup(group: KeywordGroup): KeywordGroup {
  const seen = new Map<string, KeywordTerm>();
  for (const t of group) if (!seen.has(termKey(t))) seen.set(termKey(t), t);
  return [...seen.values()];
}

/** Non-empty groups without repeated terms, each set of terms once whatever its order. */
export function distinctGroups(groups: KeywordGroup[]): KeywordGroup[] {
  const seen = new Map<string, KeywordGroup>();
  for (const g of groups.map(distinctGroup)) {
    const key = g.map(termKey).sort().join("\u0000");
    if (g.length > 0 && !seen.has(key)) seen.set(key, g);
  }
  return [...seen.values()];
}

/** Every combination of one alternative from each side: (a OR b) AND c → (a AND c) OR (b AND c). */
export function product(left: KeywordGroup[], right: KeywordGroup[], pos: number): KeywordGroup[] {
  const out = distinctGroups(left.flatMap((l) => right.map((r) => [...l, ...r])));
  const terms = countTerms(out);
  if (terms > MAX_KEYWORD_TERMS) {
    failQuery("query.parenthesesExpand", pos, { terms, max: MAX_KEYWORD_TERMS });
  }
  return out;
}

/** The distinct terms the query looks for (its groups' terms, in order of first use; not the exclusions). */
export function termsOfQuery(q: KeywordQuery): KeywordTerm[] {
  return distinctGroup(q.groups.flat());
}
