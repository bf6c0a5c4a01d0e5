import type { Db } from "../../db/database.ts";

/** The store's accounts and how many have each inferred interest. */
export type StoreInterests = { accounts: number; byInterest: Map<string, number> };

/** How long the store's interest counts are reused: a whole-table count per change would double its cost. */
const FRESH_MS = 30_000;

const cache = new WeakMap<Db, { at: number; counts: Promise<StoreInterests> }>();

/** The store's interest counts, counted at most every 30 s per database (an import shifts them slowly). */
export function storeInterestCounts(db: Db, now = Date.now()): Promise<StoreInterests> {
  const kept = cache.get(db);
  if (kept && now - kept.at < FRESH_MS) return kept.counts;
  const counts = db
    .query<{ id: string | null; n: number }>(
      `SELECT NULL AS id, count(*)::int AS n FROM accounts
       UNION ALL SELECT i, count(*)::int FROM accounts, unnest(interests) AS i GROUP BY i`,
    )
    .then((rows) => ({
      accounts: rows.find((r) => r.id === null)?.n ?? 0,
      byInterest: new Map(rows.flatMap((r) => (r.id === null ? [] : [[r.id, r.n] as const]))),
    }));
  cache.set(db, { at: now, counts });
  counts.catch(() => cache.delete(db));
  return counts;
}
