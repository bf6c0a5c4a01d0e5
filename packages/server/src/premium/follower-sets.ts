import type { FollowerSnapshot, UnfollowedPage } from "@xa/core/premium/audience-contract";
import type { Db } from "../db/database.ts";
import type { PageWindow } from "../db/paged-query.ts";
import { badRequest, notFound, said } from "../http/http-error.ts";

export type SnapshotReason = FollowerSnapshot["reason"];

// Advisory lock class of follower-set snapshots: one taker per account at a time.
const SNAPSHOT_LOCK = 0x5e75;

type SnapshotRow = {
  id: string;
  taken_at: Date;
  reason: SnapshotReason;
  followers: number;
  gained: number;
  lost: number;
};

const toSnapshot = (r: SnapshotRow): FollowerSnapshot => ({
  id: Number(r.id),
  taken_at: new Date(r.taken_at).toISOString(),
  reason: r.reason,
  followers: r.followers,
  gained: r.gained,
  lost: r.lost,
});

/**
 * Takes a snapshot of who follows `accountId` now: the first keeps the whole set, the next ones only
 * the followers gained and lost since. `onlyIfChanged` keeps no snapshot when nobody came or went (an
 * import that brought other accounts' follows); `unlessNewerThan` skips one when the latest is recent
 * (the schedule, run by several processes). Answers the snapshot, or null when none was kept.
 */
export async function takeFollowerSnapshot(
  db: Db,
  accountId: string,
  reason: SnapshotReason,
  at: Date,
  options: { onlyIfChanged?: boolean; unlessNewerThan?: Date } = {},
): Promise<FollowerSnapshot | null> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [SNAPSHOT_LOCK, accountId]);
    const [latest] = await tx.query<{ id: string; taken_at: Date }>(
      "SELECT id, taken_at FROM follower_set_snapshots WHERE account_id = $1 ORDER BY id DESC LIMIT 1",
      [accountId],
    );
    if (latest && options.unlessNewerThan && new Date(latest.taken_at) > options.unlessNewerThan) return null;
    const [created] = await tx.query<{ id: string }>(
      `INSERT INTO follower_set_snapshots (account_id, taken_at, reason, followers, gained, lost)
       VALUES ($1, $2, $3, 0, 0, 0) RETURNING id`,
      [accountId, at, reason],
    );
    const id = (created as { id: string }).id;
    let gained = 0;
    let lost = 0;
    if (!latest) {
      // The first set is the baseline: kept as the latest set, not as a million "gained" changes.
      await tx.query(
        `INSERT INTO follower_set_latest (account_id, follower_id)
         SELECT $1, follower_id FROM follows WHERE followee_id = $1`,
        [accountId],
      );
    } else {
      const [counts] = await tx.query<{ gained: number; lost: number }>(
        `WITH came AS (
           INSERT INTO follower_set_changes (snapshot_id, follower_id, gained)
           SELECT $2, f.follower_id, true FROM follows f
            WHERE f.followee_id = $1
              AND NOT EXISTS (SELECT 1 FROM follower_set_latest l WHERE l.account_id = $1 AND l.follower_id = f.follower_id)
           RETURNING 1
         ), went AS (
           INSERT INTO follower_set_changes (snapshot_id, follower_id, gained)
           SELECT $2, l.follower_id, false FROM follower_set_latest l
            WHERE l.account_id = $1
              AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.followee_id = $1 AND f.follower_id = l.follower_id)
           RETURNING 1
         )
         SELECT (SELECT count(*) FROM came)::int AS gained, (SELECT count(*) FROM went)::int AS lost`,
        [accountId, id],
      );
      gained = counts?.gained ?? 0;
      lost = counts?.lost ?? 0;
      if (gained === 0 && lost === 0 && options.onlyIfChanged) {
        await tx.query("DELETE FROM follower_set_snapshots WHERE id = $1", [id]);
        return null;
      }
      await tx.query(
        `DELETE FROM follower_set_latest l USING follower_set_changes c
          WHERE c.snapshot_id = $2 AND NOT c.gained AND l.account_id = $1 AND l.follower_id = c.follower_id`,
        [accountId, id],
      );
      await tx.query(
        `INSERT INTO follower_set_latest (account_id, follower_id)
         SELECT $1, follower_id FROM follower_set_changes WHERE snapshot_id = $2 AND gained`,
        [accountId, id],
      );
    }
    const [row] = await tx.query<SnapshotRow>(
      `UPDATE follower_set_snapshots
          SET followers = (SELECT count(*) FROM follower_set_latest WHERE account_id = $1), gained = $3, lost = $4
        WHERE id = $2 RETURNING id, taken_at, reason, followers, gained, lost`,
      [accountId, id, gained, lost],
    );
    return toSnapshot(row as SnapshotRow);
  });
}

/** The account's snapshots, newest first; the first is taken now when it has none (its first view). */
export async function listFollowerSnapshots(db: Db, accountId: string, now: Date): Promise<FollowerSnapshot[]> {
  const read = () =>
    db.query<SnapshotRow>(
      `SELECT id, taken_at, reason, followers, gained, lost FROM follower_set_snapshots
        WHERE account_id = $1 ORDER BY id DESC`,
      [accountId],
    );
  let rows = await read();
  if (rows.length === 0) {
    await takeFollowerSnapshot(db, accountId, "first_view", now, { onlyIfChanged: true });
    rows = await read();
  }
  return rows.map(toSnapshot);
}

/**
 * Who followed the account at snapshot `from` and did not at `to`, newest departure first, each with
 * the last snapshot it was in and the first it was missing from. Reads only the changes between them.
 */
export async function unfollowedBetween(
  db: Db,
  accountId: string,
  from: number,
  to: number,
  window: PageWindow,
): Promise<UnfollowedPage> {
  const found = await db.query<{ id: string }>(
    "SELECT id FROM follower_set_snapshots WHERE account_id = $1 AND id = ANY($2::bigint[])",
    [accountId, [from, to]],
  );
  for (const id of [from, to])
    if (!found.some((r) => Number(r.id) === id)) throw notFound(said("premium.snapshotNotFound", { id }));
  if (from >= to) throw badRequest(said("premium.snapshotOrder"));
  // One pass over the changes between the snapshots, counted by a window before the page is cut, and
  // the profiles read for the page's rows only (pagedQuery would group the changes twice).
  const rows = await db.query<{
    id: string;
    handle: string | null;
    name: string | null;
    avatar_url: string | null;
    followers_count: number | null;
    verified: boolean | null;
    country: string | null;
    you_follow: boolean;
    left_id: string;
    left_at: Date;
    seen_id: string;
    seen_at: Date;
    total: number;
  }>(
    `WITH snaps AS (
       SELECT id, taken_at, lag(id) OVER w AS prev_id, lag(taken_at) OVER w AS prev_at
         FROM follower_set_snapshots WHERE account_id = $1 AND id <= $3 WINDOW w AS (ORDER BY id)
     ), gone AS (
       -- Changes alternate, so one loss more than gains is: there at the first, gone at the second.
       SELECT c.follower_id, max(c.snapshot_id) FILTER (WHERE NOT c.gained) AS left_id
         FROM follower_set_changes c
        WHERE c.snapshot_id IN (SELECT id FROM snaps WHERE id > $2)
        GROUP BY c.follower_id
       HAVING sum(CASE WHEN c.gained THEN -1 ELSE 1 END) = 1
     ), paged AS (
       SELECT g.follower_id, s.id AS left_id, s.taken_at AS left_at, s.prev_id AS seen_id, s.prev_at AS seen_at,
              count(*) OVER () AS total
         FROM gone g JOIN snaps s ON s.id = g.left_id
        ORDER BY s.id DESC, g.follower_id LIMIT $4 OFFSET $5
     )
     SELECT p.follower_id AS id, a.handle, a.name, a.avatar_url, a.followers_count, a.verified, a.country,
            EXISTS (SELECT 1 FROM follows y WHERE y.follower_id = $1 AND y.followee_id = p.follower_id) AS you_follow,
            p.left_id, p.left_at, p.seen_id, p.seen_at, p.total::int AS total
       FROM paged p LEFT JOIN accounts a ON a.id = p.follower_id
      ORDER BY p.left_id DESC, p.follower_id`,
    [accountId, from, to, window.limit, window.offset],
  );
  // A page past the end has no rows to carry the count: count without a page then.
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && window.offset > 0) {
    const again = await unfollowedBetween(db, accountId, from, to, { limit: 1, offset: 0 });
    count = again.count;
  }
  return {
    count,
    results: rows.map((r) => ({
      id: r.id,
      handle: r.handle,
      name: r.name,
      avatar_url: r.avatar_url,
      followers_count: r.followers_count === null ? null : Number(r.followers_count),
      verified: r.verified,
      country: r.country,
      you_follow: r.you_follow,
      last_seen: { id: Number(r.seen_id), taken_at: new Date(r.seen_at).toISOString() },
      missing_since: { id: Number(r.left_id), taken_at: new Date(r.left_at).toISOString() },
    })),
  };
}

/** Connected accounts the store holds: what the schedule and imports take snapshots of. */
export async function connectedStoreAccounts(db: Db): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT DISTINCT s.uid AS id FROM social_accounts s JOIN accounts a ON a.id = s.uid
      WHERE s.provider IN ('x', 'x-sandbox') ORDER BY 1`,
  );
  return rows.map((r) => r.id);
}
