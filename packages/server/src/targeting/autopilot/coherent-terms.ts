import { formatKeywordTerm, type KeywordGroup, type KeywordTerm } from "@xa/core/analysis/keyword-query";
import { keywordGroupFilter, keywordPostFilter } from "../../analysis/index.ts";
import type { Db } from "../../db/database.ts";
import { onX } from "../../social/index.ts";
import { COHERENCE_MIN_PURITY, coherentTerms, type TermAuthors } from "./brief-terms.ts";
import { CJK_POST, type StoreSize } from "./store-term-stats.ts";

/** At most this many terms are compared at once (the grouping has one column per term). */
const MAX_TERMS = 32;

/**
 * The candidate terms (a brief's free-text words and hashtags, or the terms widening it) whose
 * authors also use the other terms (see coherentTerms in brief-terms): an ambiguous word the store mostly
 * uses in another topic is set aside. The context (the keyword form's groups, the brief's kept
 * terms) is always kept. One pass over the posts using any term, grouped per author, then per
 * combination of terms used.
 */
export async function keepCoherentTerms(
  db: Db,
  context: KeywordGroup[],
  candidates: KeywordTerm[],
  store: StoreSize,
  minPurity = COHERENCE_MIN_PURITY,
): Promise<{ kept: KeywordTerm[]; setAside: string[] }> {
  const all = [
    ...context.map((group) => ({ group, judged: false })),
    ...candidates.map((t) => ({ group: [t], judged: true })),
  ];
  if (candidates.length === 0 || all.length < 2 || all.length > MAX_TERMS) return { kept: candidates, setAside: [] };
  const params: unknown[] = [];
  const where = keywordPostFilter({ groups: all.map((t) => t.group), exclusions: [] }, params, "p");
  const uses = all.map((t, i) => `bool_or(${keywordGroupFilter(t.group, params, "p", true)}) AS t${i}`);
  const columns = all.map((_, i) => `t${i}`).join(", ");
  const rows = await db.query<Record<string, boolean | number>>(
    `SELECT ${columns}, cjk, count(*)::int AS authors FROM (
       SELECT p.author_id, ${uses.join(", ")}, bool_or(${CJK_POST}) AS cjk
       FROM posts p WHERE p.author_id IS NOT NULL AND ${onX("p")} AND ${where} GROUP BY p.author_id) a
     GROUP BY ${columns}, cjk`,
    params,
  );
  const counted: TermAuthors[] = rows.map((r) => ({
    terms: all.map((_, i) => r[`t${i}`] === true),
    authors: Number(r.authors),
    cjk: r.cjk === true,
  }));
  const labels = all.map((t) => t.group.map(formatKeywordTerm).join(" "));
  const { kept } = coherentTerms(
    all.map((t, i) => ({ label: labels[i] as string, judged: t.judged })),
    counted,
    { authors: store.accounts, cjkAuthors: store.cjkAccounts },
    minPurity,
  );
  const keep = new Set(kept);
  const first = context.length;
  return {
    kept: candidates.filter((_, i) => keep.has(first + i)),
    setAside: labels.filter((_, i) => !keep.has(i)),
  };
}
