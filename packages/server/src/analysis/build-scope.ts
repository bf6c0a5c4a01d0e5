import { randomBytes } from "node:crypto";
import { type AnalysisTextKey, analysisText } from "@xa/core/analysis/analysis-texts";
import { countryName } from "@xa/core/i18n/display-names";
import type { Db } from "../db/database.ts";
import type { ResolvedAnalysis, Scope } from "./analysis-context.ts";
import { SqlParams } from "./analysis-context.ts";
import { keywordGroupFilter, keywordPostFilter } from "./keyword-filter.ts";
import { acquireScope, forgetScopes, type PinnedTables } from "./scope-cache.ts";
import { MAX_SHARE_OF_VOICE_KEYWORDS } from "./share-of-voice.ts";

/**
 * The post columns sections read (not the search vector or tokens: copying those would be waste),
 * as a scope's posts table (pinScope) holds them.
 */
export const POST_COLUMNS =
  "p.id, p.author_id, p.text, p.created_at, p.lang, p.kind, p.conversation_id, p.reply_to_post_id, p.quote_of_id, p.like_count, p.repost_count, p.reply_count, p.quote_count, p.view_count, p.hashtags, p.mentions, p.emojis, p.keywords, p.sentiment, p.sentiment_score, p.is_demo, p.subreddit";
const PINNED_COLUMNS = `${POST_COLUMNS.replaceAll("p.", "")}, groups`;

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Where a request's scope is in the store (see the query types at the top of analyze-query.ts).
 * `posts` selects PINNED_COLUMNS; `audience` selects account ids and may read the pinned posts as
 * `pinned_posts`; a handle's audience is its followers in follows, read in place (`followers`).
 */
export type ScopeSource = {
  params: unknown[];
  posts: string;
  audience: string | null;
  followers: string | null;
  postsBase: string;
  audienceBase: string;
};

/**
 * SQL: which of the first groups of the query a post (as `p`) matches, one bit per group, so share
 * of voice can compare the groups over the pinned posts. 0 without a keyword query.
 */
function groupBits(r: ResolvedAnalysis, params: unknown[]): string {
  const groups = r.keywordQuery?.groups.slice(0, MAX_SHARE_OF_VOICE_KEYWORDS) ?? [];
  if (groups.length === 0) return "0";
  return groups
    .map((g, i) => `(CASE WHEN ${keywordGroupFilter(g, params, "p", true)} THEN ${2 ** i} ELSE 0 END)`)
    .join(" | ");
}

/** The scope as found in the store. */
export function buildScopeSource(r: ResolvedAnalysis): ScopeSource {
  const p = new SqlParams();
  const range = () =>
    `p.created_at >= ${p.add(r.start.toISOString(), "timestamptz")} AND p.created_at <= ${p.add(r.end.toISOString(), "timestamptz")}`;
  const text = (key: AnalysisTextKey, params: Record<string, string> = {}) => analysisText(r.language, key, params);
  const span = text("span", { start: day(r.start), end: day(r.end) });
  const country = r.countryCode ? countryName(r.countryCode, r.language) : "";
  const inCountry = country ? text("inCountry", { country }) : "";
  const countryOf = (column: string) =>
    r.countryCode ? ` AND ${column} IN (SELECT id FROM accounts WHERE country = ${p.add(r.countryCode, "text")})` : "";
  const authors = "SELECT DISTINCT author_id AS id FROM pinned_posts WHERE author_id IS NOT NULL";

  if (r.queryType === "handle" && r.account) {
    const who = `@${r.account.handle ?? r.account.id}`;
    const id = p.add(r.account.id, "text");
    return {
      params: p.values,
      posts: `SELECT ${POST_COLUMNS}, 0 AS groups FROM posts p WHERE p.author_id = ${id} AND ${range()}`,
      audience: null,
      followers: `SELECT f.follower_id AS id FROM follows f WHERE f.followee_id = ${id}${countryOf("f.follower_id")}`,
      postsBase: text("handlePosts", { who, span }),
      audienceBase: text("handleAudience", { who, country: inCountry }),
    };
  }

  if (r.queryType === "post" && r.postId) {
    // A post's replies and quotes belong to it whenever they came: the date range does not apply.
    const id = p.add(r.postId, "text");
    const cols = `${POST_COLUMNS}, 0 AS groups`;
    return {
      params: p.values,
      posts: `SELECT ${cols} FROM posts p WHERE p.id = ${id}
        UNION ALL SELECT ${cols} FROM posts p WHERE p.reply_to_post_id = ${id} AND p.id <> ${id}
        UNION ALL SELECT ${cols} FROM posts p WHERE p.quote_of_id = ${id} AND p.id <> ${id} AND p.reply_to_post_id IS DISTINCT FROM ${id}`,
      audience: `SELECT DISTINCT x.id FROM (
          SELECT e.account_id AS id FROM engagements e WHERE e.post_id = ${id}
          UNION ALL SELECT sp.author_id FROM pinned_posts sp WHERE sp.id <> ${id}) x
        WHERE x.id IS NOT NULL${countryOf("x.id")}`,
      followers: null,
      postsBase: text("postPosts", { id: r.postId }),
      audienceBase: text("postAudience", { id: r.postId, country: inCountry }),
    };
  }

  const kq = r.searchedQuery ?? r.keywordQuery;
  const community = r.community ?? null;
  if (!kq && !community) throw new Error("a keyword query or a community is needed for this query type");
  const by = country ? text("byAuthorsIn", { country }) : "";
  const communityName = community ? `"${community.name ?? community.id}"` : "";
  // Posts made in the community only: its id is the first condition, which its partial index serves.
  const inCommunity = community ? `p.community_id = ${p.add(community.id, "text")} AND ` : "";
  const matches = `${inCommunity}${kq ? `${keywordPostFilter(kq, p.values, "p")} AND ` : ""}${range()}${countryOf("p.author_id")}`;
  const query = `"${r.query ?? ""}"${community ? text("inCommunity", { community: communityName }) : ""}`;
  const bases = (posts: "conversationPosts" | "keywordPosts", audience: "conversationAudience" | "keywordAudience") =>
    kq
      ? { postsBase: text(posts, { query, by, span }), audienceBase: text(audience, { query, by, span }) }
      : {
          postsBase: text("communityPosts", { community: communityName, by, span }),
          audienceBase: text("communityAudience", { community: communityName, by, span }),
        };
  if (r.queryType === "conversation") {
    const matched = `SELECT p.id, p.conversation_id FROM posts p WHERE ${matches}`;
    // Only the matched posts carry group bits: a reply in the conversation is there for its thread.
    const posts = `WITH matched AS MATERIALIZED (${matched}),
      replies AS (SELECT p.id FROM posts p WHERE p.kind = 'reply' AND ${range()}
          AND p.conversation_id IN (SELECT conversation_id FROM matched WHERE conversation_id IS NOT NULL)
        EXCEPT SELECT id FROM matched)
      SELECT ${POST_COLUMNS}, ${groupBits(r, p.values)} AS groups FROM posts p JOIN matched USING (id)
      UNION ALL SELECT ${POST_COLUMNS}, 0 FROM posts p JOIN replies USING (id)`;
    return {
      params: p.values,
      posts,
      audience: authors,
      followers: null,
      ...bases("conversationPosts", "conversationAudience"),
    };
  }
  return {
    params: p.values,
    posts: `SELECT ${POST_COLUMNS}, ${groupBits(r, p.values)} AS groups FROM posts p WHERE ${matches}`,
    audience: authors,
    followers: null,
    ...bases("keywordPosts", "keywordAudience"),
  };
}

/**
 * Finds the scope and pins it in two unlogged tables of its own (its posts, and its audience when
 * that is derived from posts or engagements): the keyword search, its GIN index scans and heap reads
 * run once, and every section reads a few contiguous pages instead of looking thousands of posts up
 * again. Tables of their own, rather than rows in shared tables, so that concurrent analyses never
 * wait on each other: nobody else locks, counts or vacuums them, and the planner sizes a
 * never-analysed table from its pages, so no ANALYZE runs on the request path. The requests of one
 * analysis (one per card) share the tables (scope-cache.ts). A handle's followers stay in follows:
 * an index-only scan is cheaper than copying a large audience.
 * Call the scope's release when the request is done.
 */
export async function pinScope(db: Db, r: ResolvedAnalysis): Promise<Scope & { release: () => void }> {
  const source = buildScopeSource(r);
  // The texts are the request's own; the tables depend only on the statements and their values.
  const key = JSON.stringify([source.posts, source.audience, source.params]);
  const { tables, release, shared } = await acquireScope(
    db,
    key,
    () => pinTables(db, source),
    (id) => releaseScope(db, id),
  );
  const followers = new SqlParams();
  const postsTable = `analysis_scope_p_${tables.id}`;
  return {
    id: tables.id,
    // Never materialised: a reference reads the scope's few pages in place.
    ctes: `scope_posts AS NOT MATERIALIZED (SELECT * FROM ${postsTable}), scope_audience AS NOT MATERIALIZED ${
      source.followers
        ? `(${rebase(source.followers, source.params, followers)})`
        : `(SELECT id FROM analysis_scope_a_${tables.id})`
    }`,
    params: followers.values,
    postsBase: source.postsBase,
    audienceBase: source.audienceBase,
    postCount: tables.postCount,
    audienceCount: tables.audienceCount,
    shared,
    release,
  };
}

async function pinTables(db: Db, source: ScopeSource): Promise<PinnedTables> {
  const id = `${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString("hex")}`;
  const postsTable = `analysis_scope_p_${id}`;
  const audienceTable = `analysis_scope_a_${id}`;
  const create = async (table: string, select: string) => {
    const p = new SqlParams();
    await db.query(`CREATE UNLOGGED TABLE ${table} AS ${rebase(select, source.params, p)}`, p.values);
    const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return counted?.n ?? 0;
  };
  try {
    const postCount = await create(postsTable, `SELECT ${PINNED_COLUMNS} FROM (${source.posts}) s`);
    const audienceCount = source.audience
      ? await create(
          audienceTable,
          `WITH pinned_posts AS (SELECT * FROM ${postsTable}) SELECT id FROM (${source.audience}) s`,
        )
      : null;
    return { id, postCount, audienceCount };
  } catch (error) {
    await releaseScope(db, id);
    throw error;
  }
}

/**
 * One statement of the source with its placeholders renumbered into `p`: the source's statements
 * share one parameter list, and PostgreSQL refuses values a statement does not use.
 */
function rebase(sql: string, params: unknown[], p: SqlParams): string {
  const renumbered = new Map<string, string>();
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    let placeholder = renumbered.get(n);
    if (!placeholder) {
      placeholder = p.add(params[Number(n) - 1]);
      renumbered.set(n, placeholder);
    }
    return placeholder;
  });
}

/** Drops the pinned scopes of a store: the next analysis reads it afresh (scope-cache.ts). */
export const forgetPinnedScopes = (db: Db) => forgetScopes(db, (id) => releaseScope(db, id));

/** Drops a pinned scope's tables. */
export async function releaseScope(db: Db, id: string): Promise<void> {
  await db.exec(`DROP TABLE IF EXISTS analysis_scope_p_${id}, analysis_scope_a_${id}`);
}
