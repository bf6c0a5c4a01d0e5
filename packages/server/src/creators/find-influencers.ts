import type { Language } from "@xa/core";
import type { KeywordQuery } from "@xa/core/analysis/keyword-query-types";
import type { Influencer, Influencers } from "@xa/core/creators/influencers-contract";
import { influencersText } from "@xa/core/creators/influencers-texts";
import { keywordPostFilter, onX, SqlParams } from "../analysis/index.ts";
import type { Db } from "../db/database.ts";

/** A handle's followers compared by their own followers: the most followed this many, so a large audience stays bounded. */
export const HANDLE_CANDIDATES = 500;

type Row = {
  id: string;
  handle: string | null;
  name: string | null;
  avatar_url: string | null;
  followers_count: number | null;
  topical: number;
  base: number;
  audience: number;
};

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

function toInfluencer(r: Row): Influencer {
  const followers = r.followers_count ?? 0;
  const share = r.base > 0 ? r.topical / r.base : 0;
  return {
    id: r.id,
    handle: r.handle,
    name: r.name,
    avatar_url: r.avatar_url,
    followers_count: followers,
    topical_share: round(share, 4),
    topical: r.topical,
    base: r.base,
    influence: Math.round(followers * share),
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);
// Influence first; ties by followers, then id, so the order is the same on every run.
const ORDER = "influence DESC, followers_count DESC NULLS LAST, id";

/** The authors of a keyword query's posts (not reposts) in the window, by followers × the share of their posts matching. */
export async function findQueryInfluencers(
  db: Db,
  input: { query: KeywordQuery; start: Date; end: Date; limit: number; language: Language },
): Promise<Influencers> {
  const p = new SqlParams();
  const range = `p.created_at >= ${p.add(input.start.toISOString(), "timestamptz")} AND p.created_at <= ${p.add(input.end.toISOString(), "timestamptz")}`;
  const matches = keywordPostFilter(input.query, p.values, "p");
  const rows = await db.query<Row>(
    `WITH matched AS MATERIALIZED (
       SELECT p.author_id AS id, count(*)::int AS topical FROM posts p
       WHERE p.author_id IS NOT NULL AND ${onX("p")} AND p.kind <> 'repost' AND ${range} AND ${matches} GROUP BY p.author_id),
     posting AS (
       SELECT p.author_id AS id, count(*)::int AS base FROM posts p
       WHERE p.author_id IN (SELECT id FROM matched) AND p.kind <> 'repost' AND ${range} GROUP BY p.author_id)
     SELECT m.id, a.handle, a.name, a.avatar_url, a.followers_count, m.topical, coalesce(po.base, m.topical) AS base,
       coalesce(a.followers_count, 0)::float8 * m.topical / coalesce(po.base, m.topical) AS influence,
       (SELECT count(*)::int FROM matched) AS audience
     FROM matched m LEFT JOIN accounts a ON a.id = m.id LEFT JOIN posting po ON po.id = m.id
     ORDER BY ${ORDER} LIMIT ${p.add(input.limit, "int")}`,
    p.values,
  );
  const audience = rows[0]?.audience ?? 0;
  return {
    kind: "query",
    audience,
    results: rows.map(toInfluencer),
    method: influencersText(input.language, "methodQuery", { audience, start: day(input.start), end: day(input.end) }),
  };
}

/** A handle's followers in the store, by followers × the share of their own store followers who follow the handle too. */
export async function findHandleInfluencers(
  db: Db,
  input: { accountId: string; handle: string; limit: number; language: Language },
): Promise<Influencers> {
  const rows = await db.query<Row>(
    `WITH audience AS MATERIALIZED (SELECT follower_id AS id FROM follows WHERE followee_id = $1),
     candidates AS MATERIALIZED (
       SELECT a.id, a.handle, a.name, a.avatar_url, a.followers_count FROM audience au JOIN accounts a ON a.id = au.id
       ORDER BY a.followers_count DESC NULLS LAST, a.id LIMIT $2::int),
     shares AS (
       SELECT f.followee_id AS id, count(*)::int AS base, count(au.id)::int AS topical
       FROM follows f LEFT JOIN audience au ON au.id = f.follower_id
       WHERE f.followee_id IN (SELECT id FROM candidates) GROUP BY f.followee_id)
     SELECT c.*, coalesce(s.topical, 0) AS topical, coalesce(s.base, 0) AS base,
       CASE WHEN coalesce(s.base, 0) = 0 THEN 0
         ELSE coalesce(c.followers_count, 0)::float8 * s.topical / s.base END AS influence,
       (SELECT count(*)::int FROM audience) AS audience
     FROM candidates c LEFT JOIN shares s ON s.id = c.id
     ORDER BY ${ORDER} LIMIT $3::int`,
    [input.accountId, HANDLE_CANDIDATES, input.limit],
  );
  const audience =
    rows[0]?.audience ??
    (
      await db.query<{ n: number }>("SELECT count(*)::int AS n FROM follows WHERE followee_id = $1", [input.accountId])
    )[0]?.n ??
    0;
  return {
    kind: "handle",
    audience,
    results: rows.map(toInfluencer),
    method: influencersText(input.language, "methodHandle", {
      audience,
      handle: input.handle,
      candidates: Math.min(audience, HANDLE_CANDIDATES),
    }),
  };
}
