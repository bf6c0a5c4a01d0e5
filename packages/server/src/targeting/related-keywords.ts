import type { Language } from "@xa/core";
import type { KeywordQuery } from "@xa/core/analysis/keyword-query-types";
import { queryTerms } from "@xa/core/analysis/query-terms";
import { liftBoundOf, rankTerms, type TermCounts } from "@xa/core/targeting/rank-terms";
import type { RelatedKeyword, RelatedKeywords } from "@xa/core/targeting/related-keywords-contract";
import { relatedKeywordsText } from "@xa/core/targeting/related-keywords-texts";
import { keywordPostFilter, SqlParams } from "../analysis/index.ts";
import type { Db } from "../db/database.ts";
import { onX } from "../social/index.ts";
import { countAudiencePosts, countAudienceScripts, countAudienceTerms } from "./autopilot/audience-terms.ts";
import { createScratchTable } from "./autopilot/scratch-table.ts";
import { ensureStoreTermStats } from "./autopilot/store-term-stats.ts";

export type RelatedInput = {
  query: string;
  searched: KeywordQuery;
  start: Date;
  end: Date;
  countryCode: string | null;
  limit: number;
  language: Language;
};

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * The terms the authors of the query's posts use more than the store's accounts do: the autopilot's
 * term counts and ranking (relevance order, the lift the counts make sure of) over the query's posts
 * in the window, pinned in a scratch table as a generation pins its audience's posts.
 */
export async function findRelatedKeywords(db: Db, input: RelatedInput): Promise<RelatedKeywords> {
  const store = await ensureStoreTermStats(db);
  const p = new SqlParams();
  const filter = keywordPostFilter(input.searched, p.values, "p");
  const country = input.countryCode
    ? ` AND p.author_id IN (SELECT id FROM accounts WHERE country = ${p.add(input.countryCode, "text")})`
    : "";
  const posts = await createScratchTable(
    db,
    `SELECT p.id, p.author_id, p.keywords, p.hashtags, p.lang FROM posts p
     WHERE p.author_id IS NOT NULL AND ${onX("p")} AND ${filter} AND p.created_at >= ${p.add(input.start.toISOString(), "timestamptz")}
       AND p.created_at <= ${p.add(input.end.toISOString(), "timestamptz")}${country}`,
    p.values,
  );
  try {
    const [row] = await db.query<{ n: number }>(`SELECT count(DISTINCT author_id)::int AS n FROM ${posts.name}`);
    const authors = row?.n ?? 0;
    const rank = {
      audienceSize: authors,
      storeSize: store.accounts,
      order: "relevance" as const,
      limit: input.limit,
      audiencePosts: await countAudiencePosts(db, posts.name),
      storePosts: store.posts,
      exclude: new Set(queryTerms(input.searched)),
    };
    const scripts = await countAudienceScripts(db, posts.name);
    const results: RelatedKeyword[] = [];
    for (const kind of ["keyword", "hashtag"] as const) {
      const counts = authors === 0 ? [] : await countAudienceTerms(db, posts.name, kind, scripts, store);
      const byTerm = new Map<string, TermCounts>(counts.map((c) => [c.term, c]));
      for (const { label, evidence } of rankTerms(counts, rank)) {
        const c = byTerm.get(label) as TermCounts;
        results.push({
          term: kind === "hashtag" ? `#${label}` : label,
          kind,
          accounts: evidence.accounts,
          store_accounts: c.storeAccounts,
          lift: evidence.lift,
          lift_bound: round(liftBoundOf(c, authors, store.accounts), 2),
        });
      }
    }
    results.sort((a, b) => b.lift_bound - a.lift_bound || b.accounts - a.accounts || (a.term < b.term ? -1 : 1));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return {
      query: input.query,
      start_date: input.start.toISOString(),
      end_date: input.end.toISOString(),
      authors,
      store_accounts: store.accounts,
      results: results.slice(0, input.limit),
      method: relatedKeywordsText(input.language, "method", {
        authors,
        store: store.accounts,
        start: day(input.start),
        end: day(input.end),
      }),
    };
  } finally {
    await posts.drop();
  }
}
