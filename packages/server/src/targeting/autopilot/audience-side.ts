import type { Db } from "../../db/database.ts";
import { type Edge, splitSides } from "./split-sides.ts";

/** The side that uses the brief's own terms this much more per account is the side the brief names. */
export const SIDE_MIN_RATIO = 1.25;
/**
 * A camp of fewer accounts is no side of a debate: the few accounts a brief with places and ages
 * keeps engage in clusters by chance, and which of them writes more like the brief is chance too.
 */
export const MIN_CAMP_ACCOUNTS = 10;
/** A hashtag is one side's when that side's accounts use it this much more often than the other's. */
const SIDE_TAG_RATIO = 3;
const SIDE_TAG_MIN_ACCOUNTS = 2;

/** How many accounts the kept side has, and the accounts left out (the other camps). */
export type KeptSide = { kept: number; leftOut: string[] };

/**
 * When the accounts a brief finds are two camps that engage among themselves (a debate), keeps the
 * camp that uses the brief's own terms more and leaves out the other: "gun owners who defend the
 * Second Amendment" finds both sides of the gun debate by "gun", but only one side writes like the
 * brief. Accounts that engage with neither camp go with the camp whose hashtags they use. Null when
 * the audience is not two camps, or the brief does not lean to one.
 */
export async function keepBriefSide(db: Db, table: string, briefTerms: readonly string[]): Promise<KeptSide | null> {
  let kept: number | null = null;
  const leftOut: string[] = [];
  // A camp kept may be two camps again: a brief on phasing out nuclear power finds the nuclear
  // debate and EV drivers who write "renewable energy"; the nuclear camp then splits by side.
  for (let round = 0; round < MAX_SPLITS; round++) {
    const step = await keepSideOnce(db, table, briefTerms);
    if (!step) break;
    kept = step.kept;
    leftOut.push(...step.leftOut);
  }
  return kept === null ? null : { kept, leftOut };
}

/** How many times an audience is split at most (see keepBriefSide). */
const MAX_SPLITS = 3;

async function keepSideOnce(db: Db, table: string, briefTerms: readonly string[]): Promise<KeptSide | null> {
  const edges = await db.query<Edge>(
    `WITH aud AS (SELECT id FROM ${table})
     SELECT a, b, sum(weight)::int AS weight FROM (
       SELECT e.account_id AS a, p.author_id AS b, 1 AS weight
       FROM engagements e JOIN posts p ON p.id = e.post_id
       WHERE e.account_id IN (SELECT id FROM aud) AND p.author_id IN (SELECT id FROM aud)
       UNION ALL
       SELECT f.follower_id, f.followee_id, 1 FROM follows f
       WHERE f.follower_id IN (SELECT id FROM aud) AND f.followee_id IN (SELECT id FROM aud)) x
     WHERE a <> b GROUP BY a, b`,
  );
  const split = splitSides(edges);
  if (!split || split.sides[1].size < MIN_CAMP_ACCOUNTS) return null;
  const words = [
    ...new Set(
      briefTerms.filter((t) => !/^[#@]/.test(t)).flatMap((t) => t.replace(/"/g, "").toLowerCase().split(/\s+/)),
    ),
  ];
  const tags = briefTerms.filter((t) => t.startsWith("#")).map((t) => t.slice(1).toLowerCase());
  const uses = await db.query<{ id: string; terms: number; tags: number }>(
    `SELECT p.author_id AS id, count(DISTINCT t)::int AS terms, count(DISTINCT t) FILTER (WHERE t = ANY($2::text[]))::int AS tags
     FROM ${table} a JOIN posts p ON p.author_id = a.id
       CROSS JOIN LATERAL unnest(p.keywords || p.hashtags) t
     WHERE (p.keywords && $1::text[] OR p.hashtags && $2::text[]) AND (t = ANY($1::text[]) OR t = ANY($2::text[]))
     GROUP BY p.author_id`,
    [words, tags],
  );
  const [a, b] = split.sides;
  // The brief's hashtags name its side most plainly (#2A, #原発再稼働); its words decide when they do not.
  const lean = (count: (u: (typeof uses)[number]) => number): [Set<string>, Set<string>] | null => {
    const of = new Map(uses.map((u) => [u.id, count(u)]));
    const mean = (side: Set<string>) => [...side].reduce((s, id) => s + (of.get(id) ?? 0), 0) / side.size;
    const [ma, mb] = [mean(a), mean(b)];
    if (Math.max(ma, mb) < SIDE_MIN_RATIO * Math.min(ma, mb) || Math.max(ma, mb) === 0) return null;
    return ma >= mb ? [a, b] : [b, a];
  };
  const sides = lean((u) => u.tags) ?? lean((u) => u.terms);
  if (!sides) return null;
  const [ours, theirs] = sides;
  const unengaged = await unengagedOfSide(db, table, ours, theirs);
  const leave = [...theirs, ...unengaged];
  await db.query(`DELETE FROM ${table} WHERE id = ANY($1::text[])`, [leave]);
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return { kept: row?.n ?? 0, leftOut: leave };
}

/** The audience's accounts outside both camps that use more of the other camp's hashtags than of ours. */
async function unengagedOfSide(db: Db, table: string, ours: Set<string>, theirs: Set<string>): Promise<string[]> {
  const rows = await db.query<{ id: string; tag: string }>(
    `SELECT DISTINCT p.author_id AS id, t AS tag
     FROM ${table} a JOIN posts p ON p.author_id = a.id CROSS JOIN LATERAL unnest(p.hashtags) t`,
  );
  const count = new Map<string, { ours: number; theirs: number }>();
  for (const { id, tag } of rows) {
    const c = count.get(tag) ?? { ours: 0, theirs: 0 };
    if (ours.has(id)) c.ours += 1;
    else if (theirs.has(id)) c.theirs += 1;
    count.set(tag, c);
  }
  const sideOf = (tag: string): "ours" | "theirs" | null => {
    const c = count.get(tag);
    if (!c) return null;
    const o = c.ours / ours.size;
    const t = c.theirs / theirs.size;
    if (c.ours >= SIDE_TAG_MIN_ACCOUNTS && o >= SIDE_TAG_RATIO * t) return "ours";
    if (c.theirs >= SIDE_TAG_MIN_ACCOUNTS && t >= SIDE_TAG_RATIO * o) return "theirs";
    return null;
  };
  const lean = new Map<string, number>();
  for (const { id, tag } of rows) {
    if (ours.has(id) || theirs.has(id)) continue;
    const side = sideOf(tag);
    if (side) lean.set(id, (lean.get(id) ?? 0) + (side === "theirs" ? 1 : -1));
  }
  return [...lean].filter(([, n]) => n > 0).map(([id]) => id);
}
