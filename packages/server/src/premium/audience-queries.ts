import type { AudiencePage, AudienceSort } from "@xa/core/premium/audience-contract";
import { type AudienceCursor, type AudiencePhase, writeAudienceCursor } from "@xa/core/premium/audience-cursor";
import type { Db } from "../db/database.ts";
import { badRequest, said } from "../http/http-error.ts";
import {
  type AudienceOrder,
  audienceOrder,
  audiencePhases,
  keyText,
  orderTerms,
  phaseFilter,
  substringPattern,
} from "./audience-order.ts";

/** Followers of the account, or the accounts it follows. */
export type AudienceSide = "followers" | "following";

/** Where a page starts: after a cursor's row, or (for callers that page by number) at an offset. */
export type AudienceWindow = { limit: number; offset: number; from?: AudienceCursor | undefined };

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
  /** the row's key as its cursor writes it */
  ck: string | null;
};

const COLUMNS = `a.handle, a.name, a.avatar_url, a.followers_count, a.following_count, a.verified, a.country, a.city,
  a.gender, a.age_band, a.account_type, a.job_group, a.interests`;

const toMember = ({ ck: _key, phase: _phase, ...r }: MemberRow & { phase?: AudiencePhase }) => ({
  ...r,
  followers_count: r.followers_count === null ? null : Number(r.followers_count),
  following_count: r.following_count === null ? null : Number(r.following_count),
  interests: r.interests ?? [],
  followed_at: r.followed_at ? new Date(r.followed_at).toISOString() : null,
});

const NO_PROFILE = {
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
  ck: null,
};

/** The SQL of one side of the edges: `other` is the listed account's column, `self` the suite account's. */
type Side = { other: string; self: string; back: (id: string) => string };

function sideSql(side: AudienceSide): Side {
  const [other, self] = side === "followers" ? ["follower_id", "followee_id"] : ["followee_id", "follower_id"];
  // Whether the edge goes the other way too.
  const back = (id: string) =>
    side === "followers"
      ? `EXISTS (SELECT 1 FROM follows b WHERE b.follower_id = $1 AND b.followee_id = ${id}) AS you_follow, true AS follows_you`
      : `true AS you_follow, EXISTS (SELECT 1 FROM follows b WHERE b.follower_id = ${id} AND b.followee_id = $1) AS follows_you`;
  return { other, self, back };
}

/**
 * A page of the account's followers (or followings) from the store's follow edges, with each one's
 * profile and enrichment and whether the follow goes both ways, and the cursor of the page after.
 * Edges whose profile the store lacks are listed by id after the others, so the count is the edges'.
 * The list is read phase by phase (audiencePhases), each a range of an index: from a cursor a page
 * reads only its rows however deep it is; an offset still walks the rows before it. A search reads
 * the few accounts its trigram indexes match.
 */
export async function listAudience(
  db: Db,
  accountId: string,
  side: AudienceSide,
  query: { q?: string | undefined; sort: AudienceSort },
  window: AudienceWindow,
): Promise<AudiencePage> {
  const o = audienceOrder(query.sort);
  const q = query.q?.replace(/^@/, "") ? query.q : undefined;
  const phases = audiencePhases(o, q !== undefined);
  const from = window.from;
  if (from && !phases.includes(from.p)) throw badRequest(said("premium.cursorInvalid"));
  const read = new PhaseReader(db, accountId, sideSql(side), o, q);
  const [total, rows] = await Promise.all([read.count(), walk(read, phases, window)]);
  const before = from?.n ?? window.offset;
  const last = rows.at(-1);
  const more = last !== undefined && rows.length === window.limit && before + rows.length < total;
  const next = more
    ? writeAudienceCursor({ s: o.sort, p: last.phase, k: last.ck, i: last.id, n: before + rows.length })
    : null;
  return { count: total, results: rows.map(toMember), next };
}

/** The page's rows, phase after phase, from the cursor's phase or past `offset` rows. */
async function walk(read: PhaseReader, phases: AudiencePhase[], window: AudienceWindow) {
  const { from, limit } = window;
  const rows: (MemberRow & { phase: AudiencePhase })[] = [];
  let skip = from ? 0 : window.offset;
  for (const phase of from ? phases.slice(phases.indexOf(from.p)) : phases) {
    if (rows.length >= limit) break;
    const got = await read.rows(phase, from?.p === phase ? from : undefined, limit - rows.length, skip);
    rows.push(...got.map((r) => ({ ...r, phase })));
    // An offset past this phase's rows goes on into the next one.
    if (got.length > 0) skip = 0;
    else if (skip > 0 && phase !== "edge") skip = Math.max(0, skip - (await read.phaseCount(phase)));
  }
  return rows;
}

/** The queries of one list: its count, and each phase's rows from a cursor or an offset. */
class PhaseReader {
  constructor(
    private readonly db: Db,
    private readonly accountId: string,
    private readonly side: Side,
    private readonly o: AudienceOrder,
    private readonly q: string | undefined,
  ) {}

  /** The edges', or for a search the matching accounts'. */
  async count(): Promise<number> {
    const { other, self } = this.side;
    const [row] = this.q
      ? await this.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM follows f JOIN accounts a ON a.id = f.${other}
            WHERE f.${self} = $1 AND (lower(a.handle) LIKE $2 OR lower(a.name) LIKE $2)`,
          [this.accountId, substringPattern(this.q)],
        )
      : await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM follows WHERE ${self} = $1`, [
          this.accountId,
        ]);
    return row?.n ?? 0;
  }

  /** How many rows a phase has, for an offset that passes it. */
  async phaseCount(phase: "key" | "null"): Promise<number> {
    const { sql, params } = this.joined(phase, undefined);
    const [row] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) counted`, params);
    return row?.n ?? 0;
  }

  rows(phase: AudiencePhase, at: AudienceCursor | undefined, limit: number, skip: number): Promise<MemberRow[]> {
    if (phase === "edge") return this.profileless(at, limit, skip);
    if (this.o.byAccount && !this.q) {
      const { sql, params } = this.accountWalk(phase, at);
      return this.db.query<MemberRow>(sql, [...params, limit, skip]);
    }
    const { sql, params } = this.joined(phase, at);
    const n = params.length;
    return this.db.query<MemberRow>(`${sql} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, limit, skip]);
  }

  /**
   * In an account order, the accounts in index order, each kept if it is on the edges (an
   * index-only probe of follows), and only then the page's profiles.
   */
  private accountWalk(phase: "key" | "null", at: AudienceCursor | undefined) {
    const { other, self, back } = this.side;
    const { o } = this;
    const params: unknown[] = [this.accountId];
    const where = phaseFilter(o, phase, at, { key: o.key, id: "a.id" }, params);
    const edge = (select: string) => `SELECT ${select} FROM follows f WHERE f.${self} = $1 AND f.${other} = a.id`;
    // LIMIT and OFFSET (the next two parameters) go on the walk, before the profiles are read.
    const walk = `SELECT a.id, ${o.key} AS k FROM accounts a WHERE EXISTS (${edge("1")}) AND ${where}
      ORDER BY ${orderTerms(o, o.key, "a.id")}`;
    const n = params.length;
    const sql = `WITH page AS (${walk} LIMIT $${n + 1} OFFSET $${n + 2})
      SELECT a.id, ${COLUMNS}, (${edge("f.created_at")}) AS followed_at, ${back("a.id")}, ${keyText(o, "page.k")} AS ck
        FROM page JOIN accounts a ON a.id = page.id
       ORDER BY ${orderTerms(o, "page.k", "a.id")}`;
    return { sql, params };
  }

  /** The edges joined to their profiles: by follow time (the edges' index), and every search. */
  private joined(phase: "key" | "null", at: AudienceCursor | undefined) {
    const { other, self, back } = this.side;
    const { o } = this;
    const params: unknown[] = [this.accountId];
    const id = o.byAccount ? "a.id" : `f.${other}`;
    let where = phaseFilter(o, phase, at, { key: o.key, id }, params);
    if (o.byAccount) where += " AND a.id IS NOT NULL";
    if (this.q) {
      params.push(substringPattern(this.q));
      where += ` AND (lower(a.handle) LIKE $${params.length} OR lower(a.name) LIKE $${params.length})`;
    }
    const sql = `SELECT f.${other} AS id, ${COLUMNS}, f.created_at AS followed_at, ${back(`f.${other}`)}, ${keyText(o, o.key)} AS ck
       FROM follows f LEFT JOIN accounts a ON a.id = f.${other}
      WHERE f.${self} = $1 AND ${where}
      ORDER BY ${orderTerms(o, o.key, id)}`;
    return { sql, params };
  }

  /** Past the accounts the store has profiles of: the rest of the edges, by id. */
  private async profileless(at: AudienceCursor | undefined, limit: number, skip: number): Promise<MemberRow[]> {
    const { other, self, back } = this.side;
    const params: unknown[] = [this.accountId, limit, skip];
    let after = "";
    if (at) {
      params.push(at.i);
      after = ` AND f.${other} > $4`;
    }
    const rows = await this.db.query<{
      id: string;
      followed_at: Date | null;
      you_follow: boolean;
      follows_you: boolean;
    }>(
      `SELECT f.${other} AS id, f.created_at AS followed_at, ${back(`f.${other}`)} FROM follows f
        WHERE f.${self} = $1 AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = f.${other})${after}
        ORDER BY f.${other} LIMIT $2 OFFSET $3`,
      params,
    );
    return rows.map((r) => ({ ...r, ...NO_PROFILE }));
  }
}
