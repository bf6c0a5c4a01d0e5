import type { Db } from "../db/database.ts";
import type { ResolvedAnalysis, Scope } from "./analysis-context.ts";
import { SqlParams } from "./analysis-context.ts";
import { keywordPostFilter } from "./keyword-filter.ts";

/** The post columns sections read (not the search vector or tokens: copying those would be waste). */
export const POST_COLUMNS =
  "p.id, p.author_id, p.text, p.created_at, p.lang, p.kind, p.conversation_id, p.reply_to_post_id, p.quote_of_id, p.like_count, p.repost_count, p.reply_count, p.quote_count, p.view_count, p.hashtags, p.mentions, p.emojis, p.keywords, p.sentiment, p.sentiment_score, p.is_demo";

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The scope as found in the store (see the query types at the top of analyze-query.ts). */
export function buildScopeSource(r: ResolvedAnalysis): Scope {
  const p = new SqlParams();
  const range = () =>
    `p.created_at >= ${p.add(r.start.toISOString(), "timestamptz")} AND p.created_at <= ${p.add(r.end.toISOString(), "timestamptz")}`;
  const span = `from ${day(r.start)} to ${day(r.end)}`;
  const inCountry = r.countryCode ? ` in ${r.countryLabel}` : "";
  const countryOf = (column: string) =>
    r.countryCode ? ` AND ${column} IN (SELECT id FROM accounts WHERE country = ${p.add(r.countryCode, "text")})` : "";

  if (r.queryType === "handle" && r.account) {
    const who = `@${r.account.handle ?? r.account.id}`;
    const id = p.add(r.account.id, "text");
    const posts = `SELECT ${POST_COLUMNS} FROM posts p WHERE p.author_id = ${id} AND ${range()}`;
    const audience = `SELECT f.follower_id AS id FROM follows f WHERE f.followee_id = ${id}${countryOf("f.follower_id")}`;
    return {
      ctes: `scope_posts AS (${posts}), scope_audience AS (${audience})`,
      params: p.values,
      postsBase: `posts by ${who} ${span}`,
      audienceBase: `followers of ${who} in the store${inCountry}`,
    };
  }

  if (r.queryType === "post" && r.postId) {
    // A post's replies and quotes belong to it whenever they came: the date range does not apply.
    const id = p.add(r.postId, "text");
    const posts = `SELECT ${POST_COLUMNS} FROM posts p WHERE p.id = ${id}
      UNION ALL SELECT ${POST_COLUMNS} FROM posts p WHERE p.reply_to_post_id = ${id} AND p.id <> ${id}
      UNION ALL SELECT ${POST_COLUMNS} FROM posts p WHERE p.quote_of_id = ${id} AND p.id <> ${id} AND p.reply_to_post_id IS DISTINCT FROM ${id}`;
    const audience = `SELECT DISTINCT x.id FROM (
        SELECT e.account_id AS id FROM engagements e WHERE e.post_id = ${id}
        UNION ALL SELECT sp.author_id FROM scope_posts sp WHERE sp.id <> ${id}) x
      WHERE x.id IS NOT NULL${countryOf("x.id")}`;
    return {
      ctes: `scope_posts AS (${posts}), scope_audience AS (${audience})`,
      params: p.values,
      postsBase: `post ${r.postId} with its replies and quotes`,
      audienceBase: `accounts that liked, reposted, replied to or quoted post ${r.postId}${inCountry}`,
    };
  }

  const kq = r.keywordQuery;
  if (!kq) throw new Error("a keyword query is needed for this query type");
  const quoted = `"${r.query ?? ""}"`;
  const by = r.countryCode ? ` by authors in ${r.countryLabel}` : "";
  if (r.queryType === "conversation") {
    const matched = `SELECT p.id, p.conversation_id FROM posts p WHERE ${keywordPostFilter(kq, p.values, "p")} AND ${range()}${countryOf("p.author_id")}`;
    const posts = `WITH matched AS MATERIALIZED (${matched}),
      ids AS (SELECT id FROM matched
        UNION SELECT p.id FROM posts p WHERE p.kind = 'reply' AND ${range()}
          AND p.conversation_id IN (SELECT conversation_id FROM matched WHERE conversation_id IS NOT NULL))
      SELECT ${POST_COLUMNS} FROM posts p JOIN ids ON ids.id = p.id`;
    return {
      ctes: `scope_posts AS (${posts}), scope_audience AS (SELECT DISTINCT author_id AS id FROM scope_posts WHERE author_id IS NOT NULL)`,
      params: p.values,
      postsBase: `posts matching ${quoted}${by} and the replies in their conversations, ${span}`,
      audienceBase: `authors of the posts matching ${quoted} and of the replies in their conversations, ${span}`,
    };
  }
  const posts = `SELECT ${POST_COLUMNS} FROM posts p WHERE ${keywordPostFilter(kq, p.values, "p")} AND ${range()}${countryOf("p.author_id")}`;
  return {
    ctes: `scope_posts AS (${posts}), scope_audience AS (SELECT DISTINCT author_id AS id FROM scope_posts WHERE author_id IS NOT NULL)`,
    params: p.values,
    postsBase: `posts matching ${quoted}${by}, ${span}`,
    audienceBase: `authors of posts matching ${quoted}${by}, ${span}`,
  };
}

/**
 * Finds the scope once per request and pins it: the posts become an id list (the keyword search,
 * its GIN index scans and heap reads run once, not once per section), and so does an audience
 * derived from posts or engagements. A handle's followers stay a subquery: an index-only scan of
 * follows is cheaper than shipping 100,000 ids with every statement.
 */
export async function materializeScope(db: Db, r: ResolvedAnalysis): Promise<Scope & { postCount: number }> {
  const source = buildScopeSource(r);
  const pinAudience = r.queryType !== "handle";
  const [posts, audience] = await Promise.all([
    db.query<{ id: string }>(`WITH ${source.ctes} SELECT id FROM scope_posts`, source.params),
    pinAudience
      ? db.query<{ id: string }>(`WITH ${source.ctes} SELECT id FROM scope_audience`, source.params)
      : Promise.resolve([]),
  ]);
  const p = new SqlParams();
  const postIds = p.add(
    posts.map((row) => row.id),
    "text[]",
  );
  let audienceSql: string;
  if (pinAudience) {
    audienceSql = `SELECT unnest(${p.add(
      audience.map((row) => row.id),
      "text[]",
    )}) AS id`;
  } else {
    const id = p.add(r.account?.id ?? "", "text");
    const country = r.countryCode
      ? ` AND f.follower_id IN (SELECT id FROM accounts WHERE country = ${p.add(r.countryCode, "text")})`
      : "";
    audienceSql = `SELECT f.follower_id AS id FROM follows f WHERE f.followee_id = ${id}${country}`;
  }
  return {
    ctes: `scope_posts AS (SELECT ${POST_COLUMNS} FROM posts p WHERE p.id = ANY(${postIds})), scope_audience AS (${audienceSql})`,
    params: p.values,
    postsBase: source.postsBase,
    audienceBase: source.audienceBase,
    postCount: posts.length,
  };
}
