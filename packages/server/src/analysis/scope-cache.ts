import type { Db } from "../db/database.ts";

/**
 * How long a pinned scope serves later requests of the same scope. The web asks for each card of an
 * analysis alone (25 requests in three chained steps): without reuse each request would search the
 * store for the scope and copy it again. Reused while a request uses it or within SCOPE_IDLE_MS of
 * the last one, never past SCOPE_MAX_AGE_MS: an analysis reads the store as it was at most that long
 * ago (a writer that must be seen at once calls forgetScopes).
 */
export const SCOPE_IDLE_MS = 5_000;
export const SCOPE_MAX_AGE_MS = 30_000;

/** The tables of one pinned scope (build-scope.ts) and what they hold. */
export type PinnedTables = { id: string; postCount: number; audienceCount: number | null };

type Entry = {
  pinned: Promise<PinnedTables>;
  pinnedAt: number;
  users: number;
  lastUsedAt: number;
  /** false once a newer pin of the key replaced it: dropped when its last user is done */
  current: boolean;
  /** what the scope's requests computed from it and share (see acquireScope) */
  shared: Map<string, Promise<unknown>>;
  timer: NodeJS.Timeout | null;
};

/** One cache per store, kept on its analysis lane (`heavy`), whichever handle a caller holds. */
const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * The pinned tables of `key` for one request: the ones pinned for an earlier request of the same
 * scope (see SCOPE_IDLE_MS), else pinned now by `pin`. Call the returned release when the request
 * is done; tables nobody uses are dropped by `drop` when their reuse window ends. `shared` holds
 * intermediates the scope's requests compute from the tables, for as long as the tables serve:
 * the cards of one analysis are separate requests that need the same sample, audience profiles
 * and follow counts.
 */
export async function acquireScope(
  db: Db,
  key: string,
  pin: () => Promise<PinnedTables>,
  drop: (id: string) => Promise<void>,
  now = Date.now(),
): Promise<{ tables: PinnedTables; release: () => void; shared: Map<string, Promise<unknown>> }> {
  let cache = caches.get(db.heavy);
  if (!cache) {
    cache = new Map();
    caches.set(db.heavy, cache);
  }
  let entry = cache.get(key);
  if (
    entry &&
    (now - entry.pinnedAt >= SCOPE_MAX_AGE_MS || (entry.users === 0 && now - entry.lastUsedAt >= SCOPE_IDLE_MS))
  ) {
    retire(cache, key, entry, drop);
    entry = undefined;
  }
  if (!entry) {
    entry = { pinned: pin(), pinnedAt: now, users: 0, lastUsedAt: now, current: true, timer: null, shared: new Map() };
    cache.set(key, entry);
  }
  const used = entry;
  used.users++;
  if (used.timer) clearTimeout(used.timer);
  used.timer = null;
  let tables: PinnedTables;
  try {
    tables = await used.pinned;
  } catch (error) {
    // A failed pin is not kept: the next request tries again.
    used.users--;
    if (cache.get(key) === used) cache.delete(key);
    throw error;
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    used.users--;
    used.lastUsedAt = Date.now();
    if (used.users > 0) return;
    if (!used.current) void drop(tables.id).catch(() => {});
    else {
      const left = Math.max(0, Math.min(SCOPE_IDLE_MS, used.pinnedAt + SCOPE_MAX_AGE_MS - used.lastUsedAt));
      used.timer = setTimeout(() => retire(cache, key, used, drop), left);
      used.timer.unref();
    }
  };
  return { tables, release, shared: used.shared };
}

/** Takes an entry out of the cache; its tables are dropped now, or when its last user is done. */
function retire(cache: Map<string, Entry>, key: string, entry: Entry, drop: (id: string) => Promise<void>): void {
  if (cache.get(key) === entry) cache.delete(key);
  entry.current = false;
  if (entry.timer) clearTimeout(entry.timer);
  entry.timer = null;
  if (entry.users === 0) void entry.pinned.then((t) => drop(t.id)).catch(() => {});
}

/**
 * Forgets the pinned scopes of a store, so that the next analysis reads it afresh (after a change
 * that must show at once): unused ones are dropped now, ones in use when their requests are done.
 */
export async function forgetScopes(db: Db, drop: (id: string) => Promise<void>): Promise<void> {
  const cache = caches.get(db.heavy);
  if (!cache) return;
  const entries = [...cache.values()];
  cache.clear();
  for (const entry of entries) {
    entry.current = false;
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    if (entry.users === 0) await entry.pinned.then((t) => drop(t.id)).catch(() => {});
  }
}
