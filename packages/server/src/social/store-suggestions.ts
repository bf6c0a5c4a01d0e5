import type { StoreSuggestions } from "@xa/core/social/social-contract";
import { isStopListed } from "@xa/text/terms/generic-words";
import type { Db } from "../db/database.ts";

/** How many of each kind are suggested. */
export const SUGGESTIONS_PER_KIND = 8;
/** The latest posts the terms are counted in: bounded work on a store of any size. */
const SAMPLE_POSTS = 20_000;
/** A word in more of the sampled posts than this is everyday filler, not a topic to explore. */
const FILLER_SHARE = 0.15;
/**
 * A topic's people write its words again and again (coffee: 1.5 posts per writer in the demo
 * world's latest posts); everyday words ("today", "honestly") come once each (1.1 to 1.2): terms
 * repeated this much per writer come first.
 */
const TOPIC_REPEAT = 1.25;
/** The store changes by imports, not by the minute: suggestions are counted again after this. */
const MAX_AGE_MS = 5 * 60_000;

const cache = new WeakMap<Db, { at: number; value: Promise<StoreSuggestions> }>();

/**
 * The store's most followed handles, and the keywords and hashtags most accounts used lately,
 * those their writers repeat first (cached a while).
 */
export function findStoreSuggestions(db: Db, now = Date.now()): Promise<StoreSuggestions> {
  const cached = cache.get(db);
  if (cached && now - cached.at < MAX_AGE_MS) return cached.value;
  const value = countSuggestions(db);
  cache.set(db, { at: now, value });
  value.catch(() => cache.delete(db));
  return value;
}

async function countSuggestions(db: Db): Promise<StoreSuggestions> {
  const handles = await db.query<{ term: string; name: string | null; count: number | null; demo: boolean }>(
    `SELECT handle AS term, name, followers_count AS count, is_demo AS demo FROM accounts
     WHERE handle IS NOT NULL AND followers_count > 0 AND EXISTS (SELECT 1 FROM posts p WHERE p.author_id = accounts.id)
     ORDER BY followers_count DESC NULLS LAST LIMIT $1::int`,
    [SUGGESTIONS_PER_KIND],
  );
  const terms = (column: "keywords" | "hashtags") =>
    db.query<{ term: string; count: number; demo: boolean }>(
      `WITH sample AS (SELECT author_id, ${column} AS terms, is_demo FROM posts ORDER BY created_at DESC NULLS LAST LIMIT $1::int),
         used AS (SELECT t AS term, count(*) AS posts, count(DISTINCT author_id)::int AS count, bool_and(is_demo) AS demo
                  FROM sample, unnest(terms) AS t WHERE char_length(t) >= 2 GROUP BY t)
       SELECT term, count, demo FROM used
       WHERE posts <= $2::float8 * (SELECT count(*) FROM sample) AND count >= 2
       ORDER BY posts >= $4::float8 * count DESC, count DESC, term LIMIT $3::int`,
      // More than shown: stop-listed words go after.
      [SAMPLE_POSTS, FILLER_SHARE, SUGGESTIONS_PER_KIND * 4, TOPIC_REPEAT],
    );
  const shown = (rows: { term: string; count: number; demo: boolean }[]) =>
    rows.filter((r) => !isStopListed(r.term)).slice(0, SUGGESTIONS_PER_KIND);
  const [keywords, hashtags] = [shown(await terms("keywords")), shown(await terms("hashtags"))];
  const all = [...handles, ...keywords, ...hashtags];
  const item = (r: { term: string; name?: string | null; count: number | null }) => ({
    term: r.term,
    name: r.name ?? null,
    count: r.count ?? 0,
  });
  return {
    handles: handles.map(item),
    keywords: keywords.map(item),
    hashtags: hashtags.map(item),
    demo: all.length > 0 && all.every((r) => r.demo),
  };
}
