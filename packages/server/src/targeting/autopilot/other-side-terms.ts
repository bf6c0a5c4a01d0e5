import { shrunkUpper } from "@xa/core/targeting/lift-bounds";
import { liftBoundOf, type TermCounts } from "@xa/core/targeting/rank-terms";
import type { Db } from "../../db/database.ts";

/**
 * The kept side must use a term at least this share as often as the camps left out do (at the 95%
 * upper bound), or the term is theirs: a few gun-control parents tag #secondamendment, a tag most
 * of the other camp uses, and the whole store's few users of it make its lift high all the same.
 * Terms both camps use ("guns") stay.
 */
export const OTHER_SIDE_MAX_RATIO = 0.5;

/**
 * The keywords and hashtags of the camps a brief's side left out (see keepBriefSide): those the
 * kept side uses, per account, well under half as often as the accounts left out.
 */
export async function otherSideTerms(
  db: Db,
  counts: { keywords: readonly TermCounts[]; hashtags: readonly TermCounts[] },
  side: { kept: number; leftOut: readonly string[] },
): Promise<{ keywords: Set<string>; hashtags: Set<string> }> {
  const out = { keywords: new Set<string>(), hashtags: new Set<string>() };
  if (side.kept === 0 || side.leftOut.length === 0) return out;
  for (const kind of ["keywords", "hashtags"] as const) {
    const terms = counts[kind];
    if (terms.length === 0) continue;
    const rows = await db.query<{ term: string; accounts: number }>(
      `SELECT c.term, count(DISTINCT p.author_id)::int AS accounts
       FROM posts p CROSS JOIN LATERAL unnest(p.${kind}) AS t JOIN unnest($2::text[]) AS c(term) ON c.term = t
       WHERE p.author_id = ANY($1::text[]) GROUP BY c.term`,
      [[...side.leftOut], terms.map((c) => c.term)],
    );
    const theirs = new Map(rows.map((r) => [r.term, r.accounts]));
    for (const c of terms) {
      const other = theirs.get(c.term) ?? 0;
      const expected = (side.kept * other) / side.leftOut.length;
      if (other > 0 && shrunkUpper(c.accounts, expected) < OTHER_SIDE_MAX_RATIO) out[kind].add(c.term);
    }
  }
  return out;
}

/**
 * The accounts the camps a brief's side left out follow or engage with far more than the kept side
 * does (the same test as otherSideTerms), and the left-out camps' own accounts: a look-alike handle
 * of the gun-rights side is not an account the gun-control camp follows.
 */
export async function otherSideHandles(
  db: Db,
  handles: readonly (TermCounts & { id: string })[],
  side: { kept: number; leftOut: readonly string[] },
): Promise<Set<string>> {
  const out = new Set<string>();
  if (side.kept === 0 || side.leftOut.length === 0 || handles.length === 0) return out;
  const leftOut = new Set(side.leftOut);
  const rows = await db.query<{ id: string; accounts: number }>(
    `SELECT target AS id, count(DISTINCT who)::int AS accounts FROM (
       SELECT f.followee_id AS target, f.follower_id AS who FROM follows f
       WHERE f.follower_id = ANY($1::text[]) AND f.followee_id = ANY($2::text[])
       UNION ALL
       SELECT p.author_id, e.account_id FROM engagements e JOIN posts p ON p.id = e.post_id
       WHERE e.account_id = ANY($1::text[]) AND p.author_id = ANY($2::text[]) AND p.author_id <> e.account_id) t
     GROUP BY target`,
    [[...side.leftOut], handles.map((h) => h.id)],
  );
  const theirs = new Map(rows.map((r) => [r.id, r.accounts]));
  for (const h of handles) {
    const other = theirs.get(h.id) ?? 0;
    const expected = (side.kept * other) / side.leftOut.length;
    if (leftOut.has(h.id) || (other > 0 && shrunkUpper(h.accounts, expected) < OTHER_SIDE_MAX_RATIO)) out.add(h.id);
  }
  return out;
}

/**
 * The terms of those who never write like the brief: whose users across the store tag the brief's
 * own hashtags well under half as often as the audience does (at the 95% upper bound). It finds a
 * debate's other camp where it is too small to split off, or its few members also tag the side's
 * hashtag (of the 45 accounts tagging #原発いらない, 3 tag #原発再稼働), and everyday tags
 * (#mondaymotivation) that a few of the audience's accounts write. Terms both camps use, and the
 * brief's hashtags themselves, stay; a brief without hashtags leaves out nothing here. `marked`:
 * the keywords whose users tag the brief's hashtags at least as often as the audience does.
 */
export async function unmarkedTerms(
  db: Db,
  postsTable: string,
  counts: { keywords: readonly TermCounts[]; hashtags: readonly TermCounts[] },
  markers: { hashtags: readonly string[]; audienceSize: number },
): Promise<{ keywords: Set<string>; hashtags: Set<string>; marked: Set<string> }> {
  const out = { keywords: new Set<string>(), hashtags: new Set<string>(), marked: new Set<string>() };
  const marked = await markerAuthors(db, postsTable, markers);
  if (!marked) return out;
  for (const kind of ["keywords", "hashtags"] as const) {
    const terms = counts[kind];
    if (terms.length === 0) continue;
    // Only the posts of the store's accounts tagging the brief's hashtags are read: a few, however large the term.
    const rows = await db.query<{ term: string; marked: number }>(
      `SELECT c.term, count(DISTINCT p.author_id)::int AS marked
       FROM posts p CROSS JOIN LATERAL unnest(p.${kind}) AS t JOIN unnest($2::text[]) AS c(term) ON c.term = t
       WHERE p.author_id = ANY($1::text[]) GROUP BY c.term`,
      [marked.ids, terms.map((c) => c.term)],
    );
    const of = new Map(rows.map((r) => [r.term, r.marked]));
    for (const c of terms) {
      if (markers.hashtags.includes(c.term)) continue;
      const users = Math.max(c.storeAccounts, c.accounts);
      const tagging = of.get(c.term) ?? 0;
      if (shrunkUpper(tagging, users * marked.rate) < OTHER_SIDE_MAX_RATIO) out[kind].add(c.term);
      else if (kind === "keywords" && tagging >= users * marked.rate) out.marked.add(c.term);
    }
  }
  return out;
}

/**
 * The tags that name a camp among hashtags two or more of its accounts use: those it uses most
 * beyond the store (the lift's 95% lower bound) first, so its topic's tags come before everyday ones
 * (#mondaymotivation), which are everyone's.
 */
export function campTags(counts: readonly TermCounts[], sizes: { camp: number; store: number }): string[] {
  if (sizes.store === 0 || sizes.camp === 0) return [];
  const lift = (t: TermCounts) => liftBoundOf(t, sizes.camp, sizes.store);
  return counts
    .filter((t) => t.accounts >= 2)
    .sort((x, y) => lift(y) - lift(x))
    .slice(0, OTHER_CAMP_TAGS)
    .map((t) => t.term);
}

/** The hashtags of the accounts a brief's side left out, with how many of them and of the store use each. */
export async function leftOutTags(db: Db, leftOut: readonly string[]): Promise<TermCounts[]> {
  if (leftOut.length === 0) return [];
  const rows = await db.query<{ term: string; accounts: number; posts: number; store_accounts: number }>(
    `SELECT c.term, c.accounts, c.posts, coalesce(s.accounts, 0) AS store_accounts
     FROM (SELECT t AS term, count(DISTINCT p.author_id)::int AS accounts, count(*)::int AS posts
           FROM posts p CROSS JOIN LATERAL unnest(p.hashtags) t WHERE p.author_id = ANY($1::text[]) GROUP BY t) c
       LEFT JOIN targeting_term_stats s ON s.kind = 'hashtag' AND s.term = c.term
     WHERE c.accounts >= 2`,
    [[...leftOut]],
  );
  return rows.map((r) => ({
    term: r.term,
    accounts: r.accounts,
    posts: r.posts,
    storeAccounts: Math.max(r.store_accounts, r.accounts),
  }));
}

/**
 * A left-out tag names another camp only when fewer than this share of its users also tag the brief's
 * own: a debate's other side seldom does (about a tenth), tags both sides use (#guns) less than half,
 * and a tag of the brief's own community mostly does (#makeup beside #skincare, more than four in five).
 */
const CAMP_MAX_SHARED = 0.6;

/** Hashtags of the other camp at most this many are read for their users (the most used first). */
const OTHER_CAMP_TAGS = 10;

/**
 * Look-alike handles the other camp reaches more than the brief's own: accounts that the store's
 * users of the brief's hashtags follow or engage with less often, at the 95% bound, than the users
 * of the hashtags the package left out as the other side's or unmarked (who never tag the brief's
 * own), of those tags that name another camp (CAMP_MAX_SHARED). Where a debate's camps do not split (a few accounts of one place), this still tells the
 * gun-control groups that part of such an audience follows from the range a #2A brief should reach.
 */
export async function otherCampHandles(
  db: Db,
  handles: readonly { id: string }[],
  tags: { brief: readonly string[]; theirs: readonly string[] },
): Promise<Set<string>> {
  const out = new Set<string>();
  const theirTags = tags.theirs.filter((t) => !tags.brief.includes(t));
  if (tags.brief.length === 0 || theirTags.length === 0 || handles.length === 0) return out;
  // Users of each of the other camp's tags apart: a camp is its own tag's users, not all of them at once.
  const rows = await db.query<{ id: string | null; tag: string | null; n: number }>(
    `WITH ours AS (SELECT DISTINCT author_id AS who FROM posts WHERE hashtags && $1::text[] AND author_id IS NOT NULL),
     tagged AS (
       SELECT DISTINCT p.author_id AS who, t AS tag FROM posts p CROSS JOIN LATERAL unnest(p.hashtags) t
       WHERE p.hashtags && $2::text[] AND t = ANY($2::text[]) AND p.author_id IS NOT NULL),
     camps AS (
       SELECT tag FROM tagged GROUP BY tag
       HAVING count(*) FILTER (WHERE who IN (SELECT who FROM ours)) < $4::float8 * count(*)),
     theirs AS (
       SELECT who, tag FROM tagged
       WHERE tag IN (SELECT tag FROM camps) AND who NOT IN (SELECT who FROM ours)),
     users AS (SELECT who, NULL::text AS tag FROM ours UNION ALL SELECT who, tag FROM theirs),
     touched AS (
       SELECT f.followee_id AS target, f.follower_id AS who FROM follows f
       WHERE f.follower_id IN (SELECT who FROM users) AND f.followee_id = ANY($3::text[])
       UNION
       SELECT p.author_id, e.account_id FROM engagements e JOIN posts p ON p.id = e.post_id
       WHERE e.account_id IN (SELECT who FROM users) AND p.author_id = ANY($3::text[]) AND p.author_id <> e.account_id)
     SELECT t.target AS id, u.tag, count(*)::int AS n FROM touched t JOIN users u ON u.who = t.who GROUP BY t.target, u.tag
     UNION ALL
     SELECT NULL, tag, count(*)::int FROM users GROUP BY tag`,
    [[...tags.brief], theirTags, handles.map((h) => h.id), CAMP_MAX_SHARED],
  );
  const users = new Map(rows.filter((r) => r.id === null).map((r) => [r.tag, r.n]));
  const ourUsers = users.get(null) ?? 0;
  if (ourUsers === 0) return out;
  const ours = new Map(rows.filter((r) => r.id !== null && r.tag === null).map((r) => [r.id, r.n]));
  for (const r of rows) {
    if (r.id === null || r.tag === null) continue;
    const theirUsers = users.get(r.tag) ?? 0;
    if (theirUsers > 0 && shrunkUpper(ours.get(r.id) ?? 0, (r.n * ourUsers) / theirUsers) < 1) out.add(r.id);
  }
  return out;
}

/** The store's accounts tagging the brief's hashtags, and the share of the audience that does; null without. */
async function markerAuthors(
  db: Db,
  postsTable: string,
  markers: { hashtags: readonly string[]; audienceSize: number },
): Promise<{ ids: string[]; rate: number } | null> {
  if (markers.hashtags.length === 0 || markers.audienceSize === 0) return null;
  const tags = [...markers.hashtags];
  const [inAudience] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT author_id)::int AS n FROM ${postsTable} WHERE hashtags && $1::text[]`,
    [tags],
  );
  const rate = (inAudience?.n ?? 0) / markers.audienceSize;
  if (rate === 0) return null;
  const authors = await db.query<{ id: string }>(
    "SELECT DISTINCT author_id AS id FROM posts WHERE hashtags && $1::text[] AND author_id IS NOT NULL",
    [tags],
  );
  return { ids: authors.map((a) => a.id), rate };
}
