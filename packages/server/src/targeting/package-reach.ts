import { selected, type TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import type { Db } from "../db/database.ts";
import { hashtagValue, postUsesAnyFilter } from "./autopilot/package-terms.ts";

/**
 * The accounts each entry of a package reaches, kept a while per store: an editor toggling one
 * entry of a large package is then answered by a union in memory instead of a scan of every post.
 */
const MAX_AGE_MS = 2 * 60_000;
const MAX_ENTRIES = 2_000;

type Entry = { at: number; ids: Set<string> };
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

const keywordKey = (label: string) => `k:${label}`;
const hashtagKey = (label: string) => `h:${hashtagValue(label)}`;
const handleKey = (h: { handle: string; account_id: string | null }) =>
  `@:${h.handle.toLowerCase()}:${h.account_id ?? ""}`;
const countriesKey = (countries: string[]) => `c:${[...countries].sort().join(",")}`;

/**
 * The accounts of the store a package reaches (as measure-package-audience.ts counts them: authors
 * of posts with its selected keywords or hashtags, followers of its selected handles, within its
 * countries when it has any), each entry's accounts counted once and kept MAX_AGE_MS.
 */
export async function countPackageReach(db: Db, wrapper: TargetingPackageWrapper, now = Date.now()): Promise<number> {
  const pkg = wrapper.targeting_package;
  const cache = cacheOf(db);
  const fresh = (key: string) => {
    const entry = cache.get(key);
    return entry && now - entry.at < MAX_AGE_MS ? entry.ids : null;
  };
  const keywords = [...new Set(selected(pkg.keywords).map((k) => k.label))];
  const hashtags = [...new Set(selected(pkg.hashtags).map((h) => h.label))].filter((l) => hashtagValue(l) !== "");
  const handles = selected(pkg.handles);
  const countries = [
    ...new Set([
      ...wrapper.countries,
      ...selected(pkg.locations)
        .filter((l) => l.type === "country")
        .map((l) => l.country_code),
    ]),
  ];
  const put = (key: string, ids: Iterable<string>) => {
    cache.delete(key);
    cache.set(key, { at: now, ids: new Set(ids) });
  };
  await loadKeywords(
    db,
    keywords.filter((k) => !fresh(keywordKey(k))),
    put,
  );
  await loadHashtags(
    db,
    hashtags.filter((h) => !fresh(hashtagKey(h))),
    put,
  );
  await loadHandles(
    db,
    handles.filter((h) => !fresh(handleKey(h))),
    put,
  );
  if (countries.length > 0 && !fresh(countriesKey(countries))) {
    const rows = await db.query<{ id: string }>("SELECT id FROM accounts WHERE country = ANY($1::text[])", [countries]);
    put(
      countriesKey(countries),
      rows.map((r) => r.id),
    );
  }
  trim(cache);
  const within = countries.length > 0 ? fresh(countriesKey(countries)) : null;
  const reached = new Set<string>();
  const sets = [...keywords.map(keywordKey), ...hashtags.map(hashtagKey), ...handles.map(handleKey)].map(
    (key) => cache.get(key)?.ids ?? new Set<string>(),
  );
  for (const ids of sets) for (const id of ids) if (!within || within.has(id)) reached.add(id);
  return reached.size;
}

/** One pass over the posts using any of the keywords: each keyword's authors. */
async function loadKeywords(db: Db, keywords: string[], put: (key: string, ids: string[]) => void) {
  if (keywords.length === 0) return;
  const params: unknown[] = [];
  // A keyword that cannot be searched matches nothing, as in the combined count.
  const matches = keywords.map((k) => postUsesAnyFilter([k], [], params));
  const any = postUsesAnyFilter(keywords, [], params);
  const found = new Map<string, string[]>(keywords.map((k) => [k, []]));
  if (any !== "false") {
    const columns = matches.map((m, i) => `bool_or(${m}) AS m${i}`).join(", ");
    const rows = await db.query<Record<string, unknown>>(
      `SELECT p.author_id AS id, ${columns} FROM posts p WHERE ${any} AND p.author_id IS NOT NULL GROUP BY p.author_id`,
      params,
    );
    for (const row of rows) {
      keywords.forEach((k, i) => {
        if (row[`m${i}`] === true) found.get(k)?.push(String(row.id));
      });
    }
  }
  for (const [k, ids] of found) put(keywordKey(k), ids);
}

/** One pass over the posts using any of the hashtags: each hashtag's authors. */
async function loadHashtags(db: Db, labels: string[], put: (key: string, ids: string[]) => void) {
  if (labels.length === 0) return;
  const tags = [...new Set(labels.map(hashtagValue))];
  const rows = await db.query<{ tag: string; ids: string[] }>(
    `SELECT t AS tag, array_agg(DISTINCT p.author_id) AS ids FROM posts p, unnest(p.hashtags) AS t
     WHERE p.hashtags && $1::text[] AND t = ANY($1::text[]) AND p.author_id IS NOT NULL GROUP BY t`,
    [tags],
  );
  const byTag = new Map(rows.map((r) => [r.tag, r.ids]));
  for (const label of labels) put(hashtagKey(label), byTag.get(hashtagValue(label)) ?? []);
}

/** Each handle's followers in the store, the account found by its id or its handle. */
async function loadHandles(
  db: Db,
  handles: { handle: string; account_id: string | null }[],
  put: (key: string, ids: string[]) => void,
) {
  for (const h of handles) {
    const rows = await db.query<{ id: string }>(
      `SELECT DISTINCT f.follower_id AS id FROM follows f WHERE f.follower_id IS NOT NULL AND f.followee_id IN (
         SELECT unnest($1::text[]) UNION SELECT a.id FROM accounts a WHERE lower(a.handle) = $2)`,
      [h.account_id ? [h.account_id] : [], h.handle.toLowerCase()],
    );
    put(
      handleKey(h),
      rows.map((r) => r.id),
    );
  }
}

function trim(cache: Map<string, Entry>) {
  // Oldest first: a Map iterates in insertion order, and an entry counted again is inserted anew.
  for (const key of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(key);
  }
}
