import type { Language, QueryType, SectionBase, SectionName } from "@xa/core";
import { type AnalysisTextKey, analysisTexts } from "@xa/core/analysis/analysis-texts";
import type { WidenedWords } from "@xa/core/analysis/analyze-query";
import type { KeywordQuery } from "@xa/core/analysis/keyword-query-types";
import { sectionsForQueryType } from "@xa/core/analysis/section-steps";
import type { Db } from "../db/database.ts";

/** An account row as the analysis reads it. */
export type AccountRow = {
  id: string;
  handle: string | null;
  name: string | null;
  avatar_url: string | null;
  bio: string | null;
  followers_count: number | null;
  following_count: number | null;
  verified: boolean | null;
  country: string | null;
};

/** A request after defaults and look-ups: what every section computes from. */
export type ResolvedAnalysis = {
  queryType: QueryType;
  query: string | null;
  keywordQuery: KeywordQuery | null;
  /** the keyword query as searched, widened with the words people type (widen-query.ts); else keywordQuery */
  searchedQuery?: KeywordQuery;
  /** what widened it, per group of bare words (the response's `resolved.widened`) */
  widened?: WidenedWords[];
  account: (AccountRow & { is_demo: boolean }) | null;
  postId: string | null;
  start: Date;
  end: Date;
  /** ISO 3166-1 alpha-2, or null for Global */
  countryCode: string | null;
  /** the English name of the country, or Global (the response's `resolved.country`) */
  countryLabel: string;
  /** the language of the texts the sections write (bases, methods, notes, labels) */
  language: Language;
  postOrder: "like_count" | "recency";
  limit: number;
  shareOfVoice: { keyword: string; aliases: string[] }[] | null;
  /** keyword and conversation analyses: only the posts made in this X community */
  community?: { id: string; name: string | null } | null;
};

/**
 * Parameter list for one SQL statement. The scope's parameters come first; a section adds its own
 * after them, so one scope text serves every section query of a request.
 */
export class SqlParams {
  readonly values: unknown[];
  constructor(values: unknown[] = []) {
    this.values = [...values];
  }
  /** Adds a value and returns its placeholder. */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ""}`;
  }
}

/**
 * The analysed posts and audience of one request, as SQL: `WITH ${ctes}` defines `scope_posts`
 * (the post columns of build-scope.ts, plus `groups`) and `scope_audience` (one `id` column:
 * account ids), both read from the scope pinned once per request (build-scope.ts).
 */
export type Scope = {
  /** the pinned scope: the suffix of its tables' names (build-scope.ts) */
  id: string;
  ctes: string;
  params: unknown[];
  postsBase: string;
  audienceBase: string;
  postCount: number;
  /** null when the audience is read in place (a handle's followers) rather than pinned */
  audienceCount: number | null;
  /** intermediates computed from this pinned scope, shared by its requests (scope-cache.ts) */
  shared: Map<string, Promise<unknown>>;
};

/** What section functions receive: the request, its scope, and a per-request memo. */
export type AnalysisContext = {
  db: Db;
  request: ResolvedAnalysis;
  scope: Scope;
  /** the sections this request computes (shared queries compute only the parts these need) */
  wanted: ReadonlySet<SectionName>;
  /**
   * computes `fn` once per key for the requests that read the same pinned scope the same way:
   * intermediates several sections share, also when each card is its own request. What `fn`
   * computes must not depend on which sections this request asked for (`wanted`).
   */
  memo<T>(key: string, fn: () => Promise<T>): Promise<T>;
  /** whether a shared intermediate should hold what `section` needs: asked for, or shown for the query type */
  serves(section: SectionName): boolean;
  /** new parameters starting after the scope's */
  params(): SqlParams;
  /** a text of the result in the request's language; several keys make one paragraph */
  text(key: AnalysisTextKey | readonly AnalysisTextKey[], params?: Record<string, string | number>): string;
};

/** Runs a section query: the scope's CTEs, then the section's statement. */
export async function queryScope<T>(ctx: AnalysisContext, build: (p: SqlParams) => string): Promise<T[]> {
  const p = ctx.params();
  const body = build(p);
  return ctx.db.query<T>(`WITH ${ctx.scope.ctes} ${body}`, p.values);
}

export function createContext(
  db: Db,
  request: ResolvedAnalysis,
  scope: Scope,
  wanted: ReadonlySet<SectionName>,
): AnalysisContext {
  const memos = scope.shared;
  // What sections read of the request beyond the scope's tables: requests that differ here share nothing.
  const reading = JSON.stringify([
    request.queryType,
    request.account?.id ?? null,
    request.postId,
    request.start.toISOString(),
    request.end.toISOString(),
    request.countryCode,
    request.language,
    request.limit,
    request.postOrder,
    request.shareOfVoice,
  ]);
  const shown = new Set<SectionName>(sectionsForQueryType(request.queryType));
  return {
    db,
    request,
    scope,
    wanted,
    memo<T>(key: string, fn: () => Promise<T>) {
      const id = `${reading}:${key}`;
      let hit = memos.get(id) as Promise<T> | undefined;
      if (!hit) {
        hit = fn();
        memos.set(id, hit);
        // A failure is this request's: the next one computes afresh.
        hit.catch(() => {
          if (memos.get(id) === hit) memos.delete(id);
        });
      }
      return hit;
    },
    serves: (section) => wanted.has(section) || shown.has(section),
    params: () => new SqlParams(scope.params),
    text: (key, params) => analysisTexts(request.language, typeof key === "string" ? [key] : key, params),
  };
}

export const postsBase = (ctx: AnalysisContext, count: number): SectionBase => ({
  unit: "posts",
  count,
  description: ctx.scope.postsBase,
});

export const audienceBase = (
  ctx: AnalysisContext,
  count: number,
  description = ctx.scope.audienceBase,
): SectionBase => ({
  unit: "accounts",
  count,
  description,
});
