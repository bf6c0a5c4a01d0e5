import { shrunkUpper } from "@xa/core/targeting/lift-bounds";
import type { TermCounts } from "@xa/core/targeting/rank-terms";
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
 * The terms of those who never write like the brief: whose users across the store tag the brief's
 * own hashtags well under half as often as the audience does (at the 95% upper bound). It finds a
 * debate's other camp where it is too small to split off, or its few members also tag the side's
 * hashtag (of the 45 accounts tagging #原発いらない, 3 tag #原発再稼働), and everyday tags
 * (#mondaymotivation) that a few of the audience's accounts write. Terms both camps use, and the
 * brief's hashtags themselves, stay; a brief without hashtags leaves out nothing here.
 */
export async function unmarkedTerms(
  db: Db,
  postsTable: string,
  counts: { keywords: readonly TermCounts[]; hashtags: readonly TermCounts[] },
  markers: { hashtags: readonly string[]; audienceSize: number },
): Promise<{ keywords: Set<string>; hashtags: Set<string> }> {
  const out = { keywords: new Set<string>(), hashtags: new Set<string>() };
  if (markers.hashtags.length === 0 || markers.audienceSize === 0) return out;
  const tags = [...markers.hashtags];
  const [inAudience] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT author_id)::int AS n FROM ${postsTable} WHERE hashtags && $1::text[]`,
    [tags],
  );
  const rate = (inAudience?.n ?? 0) / markers.audienceSize;
  if (rate === 0) return out;
  const authors = await db.query<{ id: string }>(
    "SELECT DISTINCT author_id AS id FROM posts WHERE hashtags && $1::text[] AND author_id IS NOT NULL",
    [tags],
  );
  const ids = authors.map((a) => a.id);
  for (const kind of ["keywords", "hashtags"] as const) {
    const terms = counts[kind];
    if (terms.length === 0) continue;
    // Only the posts of the store's accounts tagging the brief's hashtags are read: a few, however large the term.
    const rows = await db.query<{ term: string; marked: number }>(
      `SELECT c.term, count(DISTINCT p.author_id)::int AS marked
       FROM posts p CROSS JOIN LATERAL unnest(p.${kind}) AS t JOIN unnest($2::text[]) AS c(term) ON c.term = t
       WHERE p.author_id = ANY($1::text[]) GROUP BY c.term`,
      [ids, terms.map((c) => c.term)],
    );
    const marked = new Map(rows.map((r) => [r.term, r.marked]));
    for (const c of terms) {
      if (tags.includes(c.term)) continue;
      const users = Math.max(c.storeAccounts, c.accounts);
      if (shrunkUpper(marked.get(c.term) ?? 0, users * rate) < OTHER_SIDE_MAX_RATIO) out[kind].add(c.term);
    }
  }
  return out;
}
