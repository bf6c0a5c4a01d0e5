import type { AudiencePage, AudienceSort } from "@xa/core/premium/audience-contract";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";

/** Followers of the account, or the accounts it follows. */
export type AudienceSide = "followers" | "following";

const ORDER: Record<AudienceSort, string> = {
  "-followers_count": "a.followers_count DESC NULLS LAST",
  followers_count: "a.followers_count ASC NULLS LAST",
  handle: "lower(a.handle) ASC NULLS LAST",
  // Descending is ascending read backwards, so both walk the handle index.
  "-handle": "lower(a.handle) DESC NULLS FIRST",
  "-followed_at": "f.created_at DESC NULLS LAST",
  followed_at: "f.created_at ASC NULLS LAST",
};

/** `q` as a LIKE pattern matching it anywhere: lower case, a leading @ dropped, wildcards taken literally. */
export function substringPattern(q: string): string {
  const plain = q.replace(/^@/, "").toLowerCase();
  return `%${plain.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type MemberRow = {
  id: string;
  handle: string | null;
  name: string | null;
  avatar_url: string | null;
  followers_count: number | null;
  following_count: number | null;
  verified: boolean | null;
  country: string | null;
  city: string | null;
  gender: string | null;
  age_band: string | null;
  account_type: string | null;
  job_group: string | null;
  interests: string[] | null;
  followed_at: Date | null;
  you_follow: boolean;
  follows_you: boolean;
};

const COLUMNS = `a.handle, a.name, a.avatar_url, a.followers_count, a.following_count, a.verified, a.country, a.city,
  a.gender, a.age_band, a.account_type, a.job_group, a.interests`;

const toMember = (r: MemberRow) => ({
  ...r,
  followers_count: r.followers_count === null ? null : Number(r.followers_count),
  following_count: r.following_count === null ? null : Number(r.following_count),
  interests: r.interests ?? [],
  followed_at: r.followed_at ? new Date(r.followed_at).toISOString() : null,
});

/**
 * A page of the account's followers (or followings) from the store's follow edges, with each one's
 * profile and enrichment and whether the follow goes both ways. Edges whose profile the store lacks
 * are listed by id after the others, so the count is the edges'.
 */
export async function listAudience(
  db: Db,
  accountId: string,
  side: AudienceSide,
  query: { q?: string | undefined; sort: AudienceSort },
  window: PageWindow,
): Promise<AudiencePage> {
  // `other` is the listed account's column of the edge; `back` whether the edge goes the other way too.
  const [other, self] = side === "followers" ? ["follower_id", "followee_id"] : ["followee_id", "follower_id"];
  const back = (id: string) =>
    side === "followers"
      ? `EXISTS (SELECT 1 FROM follows b WHERE b.follower_id = $1 AND b.followee_id = ${id}) AS you_follow, true AS follows_you`
      : `true AS you_follow, EXISTS (SELECT 1 FROM follows b WHERE b.follower_id = ${id} AND b.followee_id = $1) AS follows_you`;
  const q = query.q?.replace(/^@/, "") ? query.q : undefined;
  if (q === undefined && (query.sort === "handle" || query.sort === "-handle"))
    return byHandle(db, accountId, { other, self, back }, query.sort === "-handle", window);
  const params: unknown[] = [accountId];
  let search = "";
  if (q !== undefined) {
    params.push(substringPattern(q));
    search = " AND (lower(a.handle) LIKE $2 OR lower(a.name) LIKE $2)";
  }
  const { count, rows } = await pagedQuery<MemberRow>(
    db,
    `SELECT f.${other} AS id, ${COLUMNS}, f.created_at AS followed_at, ${back(`f.${other}`)}
       FROM follows f LEFT JOIN accounts a ON a.id = f.${other}
      WHERE f.${self} = $1${search}
      ORDER BY ${ORDER[query.sort]}, f.${other}`,
    params,
    window,
  );
  return { count, results: rows.map(toMember) };
}

/**
 * By handle, a page walks the accounts in handle order (their index) and keeps those on the edges, so
 * the first pages of a million followers read a page's worth of rows, not the million; the edges'
 * count is an index-only count. Profile-less edges come after the accounts, by id.
 */
async function byHandle(
  db: Db,
  accountId: string,
  sql: { other: string; self: string; back: (id: string) => string },
  descending: boolean,
  window: PageWindow,
): Promise<AudiencePage> {
  const { other, self, back } = sql;
  const dir = descending ? "DESC" : "ASC";
  const nulls = descending ? "NULLS FIRST" : "NULLS LAST";
  const edge = (id: string) => `SELECT 1 FROM follows f WHERE f.${self} = $1 AND f.${other} = ${id}`;
  const [[total], profiled] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM follows WHERE ${self} = $1`, [accountId]),
    db.query<MemberRow>(
      `SELECT a.id, ${COLUMNS}, (${edge("a.id").replace("SELECT 1", "SELECT f.created_at")}) AS followed_at, ${back("a.id")}
         FROM accounts a WHERE EXISTS (${edge("a.id")})
        ORDER BY lower(a.handle) ${dir} ${nulls}, a.id ${dir} LIMIT $2 OFFSET $3`,
      [accountId, window.limit, window.offset],
    ),
  ]);
  const rows = profiled.map(toMember);
  if (rows.length < window.limit) {
    // Past the accounts the store has profiles of: the rest of the edges, by id.
    let before = window.offset + rows.length;
    if (rows.length === 0 && window.offset > 0) {
      const [n] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM follows f JOIN accounts a ON a.id = f.${other} WHERE f.${self} = $1`,
        [accountId],
      );
      before = n?.n ?? 0;
    }
    const tail = await db.query<{ id: string; followed_at: Date | null; you_follow: boolean; follows_you: boolean }>(
      `SELECT f.${other} AS id, f.created_at AS followed_at, ${back(`f.${other}`)} FROM follows f
        WHERE f.${self} = $1 AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = f.${other})
        ORDER BY f.${other} LIMIT $2 OFFSET $3`,
      [accountId, window.limit - rows.length, Math.max(0, window.offset - before)],
    );
    for (const t of tail)
      rows.push(
        toMember({
          ...t,
          handle: null,
          name: null,
          avatar_url: null,
          followers_count: null,
          following_count: null,
          verified: null,
          country: null,
          city: null,
          gender: null,
          age_band: null,
          account_type: null,
          job_group: null,
          interests: null,
        }),
      );
  }
  return { count: total?.n ?? 0, results: rows };
}
