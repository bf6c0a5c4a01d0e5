import type { AudiencePage, AudienceSort } from "@xa/core/premium/audience-contract";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";

/** Followers of the account, or the accounts it follows. */
export type AudienceSide = "followers" | "following";

/**
 * How each order walks an index instead of sorting the edges: by handle and by follower count the
 * accounts in that order (each kept if it is on the account's edges), by follow time the edges
 * themselves. Descending is ascending read backwards, so unknowns (nulls) sit where the index puts
 * them: an unknown handle last A–Z, an unknown count first when fewest first, an unknown follow time
 * with the oldest (the follows a source gave no time for predate the ones it timed).
 */
type AccountOrder = { key: string; nullsFirst: boolean; descending: boolean };
const ACCOUNT_ORDER: Partial<Record<AudienceSort, AccountOrder>> = {
  handle: { key: "lower(a.handle)", nullsFirst: false, descending: false },
  "-handle": { key: "lower(a.handle)", nullsFirst: false, descending: true },
  followers_count: { key: "a.followers_count", nullsFirst: true, descending: false },
  "-followers_count": { key: "a.followers_count", nullsFirst: true, descending: true },
};

/** An account order as ORDER BY terms over `key`, ties by `id`. */
function orderTerms(o: AccountOrder, key: string, id: string): string {
  const dir = o.descending ? "DESC" : "ASC";
  const nulls = o.nullsFirst !== o.descending ? "NULLS FIRST" : "NULLS LAST";
  return `${key} ${dir} ${nulls}, ${id} ${dir}`;
}

/** Follow time, newest first forwards on follows_followee_time_idx, oldest first backwards. */
const TIME_ORDER = (other: string, descending: boolean) =>
  descending ? `f.created_at DESC NULLS LAST, f.${other} ASC` : `f.created_at ASC NULLS FIRST, f.${other} DESC`;

/** The ORDER BY of a sort over the edges joined to their accounts (`f`, `a`). */
export function audienceOrder(sort: AudienceSort, side: AudienceSide): string {
  const other = side === "followers" ? "follower_id" : "followee_id";
  const o = ACCOUNT_ORDER[sort];
  // Edges whose profile the store lacks come after the accounts, by id.
  if (o) return `a.id IS NULL, ${orderTerms(o, o.key, "a.id")}, f.${other}`;
  return TIME_ORDER(other, sort === "-followed_at");
}

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
 * are listed by id after the others, so the count is the edges'. Every order reads a page's worth of
 * an index (see ACCOUNT_ORDER); a search reads the few accounts its trigram indexes match.
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
  const order = ACCOUNT_ORDER[query.sort];
  if (q === undefined && order) return byAccountOrder(db, accountId, { other, self, back }, order, window);
  const params: unknown[] = [accountId];
  let search = "";
  if (q !== undefined) {
    params.push(substringPattern(q));
    search = " AND (lower(a.handle) LIKE $2 OR lower(a.name) LIKE $2)";
  }
  const sql = `SELECT f.${other} AS id, ${COLUMNS}, f.created_at AS followed_at, ${back(`f.${other}`)}
       FROM follows f LEFT JOIN accounts a ON a.id = f.${other}
      WHERE f.${self} = $1${search}
      ORDER BY ${audienceOrder(query.sort, side)}`;
  if (q !== undefined) {
    const { count, rows } = await pagedQuery<MemberRow>(db, sql, params, window);
    return { count, results: rows.map(toMember) };
  }
  // By follow time: the edges' own index in order, and their count from the same index alone.
  const [[total], rows] = await Promise.all([
    edgeCount(db, accountId, self),
    db.query<MemberRow>(`${sql} LIMIT $2 OFFSET $3`, [accountId, window.limit, window.offset]),
  ]);
  return { count: total?.n ?? 0, results: rows.map(toMember) };
}

const edgeCount = (db: Db, accountId: string, self: string) =>
  db.query<{ n: number }>(`SELECT count(*)::int AS n FROM follows WHERE ${self} = $1`, [accountId]);

/**
 * In an account order, a page walks the accounts in that order on an index holding the key and the
 * id, keeps those on the edges (an index-only probe of follows), and only then reads the page's 50
 * profiles: the first pages of a million followers read a page's worth of rows, not the million.
 * Profile-less edges come after the accounts, by id.
 */
async function byAccountOrder(
  db: Db,
  accountId: string,
  sql: { other: string; self: string; back: (id: string) => string },
  order: AccountOrder,
  window: PageWindow,
): Promise<AudiencePage> {
  const { other, self, back } = sql;
  const edge = (id: string) => `SELECT 1 FROM follows f WHERE f.${self} = $1 AND f.${other} = ${id}`;
  const [[total], profiled] = await Promise.all([
    edgeCount(db, accountId, self),
    db.query<MemberRow>(
      `WITH page AS (
         SELECT a.id, ${order.key} AS k FROM accounts a WHERE EXISTS (${edge("a.id")})
          ORDER BY ${orderTerms(order, order.key, "a.id")} LIMIT $2 OFFSET $3)
       SELECT a.id, ${COLUMNS}, (${edge("a.id").replace("SELECT 1", "SELECT f.created_at")}) AS followed_at, ${back("a.id")}
         FROM page JOIN accounts a ON a.id = page.id
        ORDER BY ${orderTerms(order, "page.k", "a.id")}`,
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
