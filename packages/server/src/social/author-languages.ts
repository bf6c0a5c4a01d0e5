import type { PostKind } from "@xa/core/social/records";
import { enrichPost } from "@xa/text/enrich/enrich-post";
import { detectLanguage } from "@xa/text/language/language";
import { type Db, yieldToEventLoop } from "../db/database.ts";
import { postAnalysers } from "./post-analysers.ts";
import { POST_ENRICHMENT_RECORD, POST_ENRICHMENT_SET, postEnrichmentColumns } from "./store-rows.ts";

/** Posts per batch: one read and one UPDATE each. */
const BATCH = 2000;

type UnsurePost = {
  id: string;
  author_id: string | null;
  text: string;
  kind: PostKind;
  hashtags: string[];
  mentions: string[];
  urls: string[];
};

/**
 * Gives each post whose text did not tell its language (lang_source 'unknown': too short, names
 * and emoji only, no language clearly leading) its author's language, and enriches it again with
 * that language (its sentiment, tokens and keywords depend on it): the language more than half of
 * the author's other posts have (given by the platform or detected, not themselves taken from the
 * author), else the language detected in the author's bio; lang_source says 'author'. Runs after
 * each import over the posts it wrote (`since`), and over the whole store after posts were
 * enriched again (which detects their language anew): over the unknown posts only (a partial
 * index finds them), in id batches, looking up each batch's authors at once. Posts and profiles
 * are the store's shared public data, so the answer is the same for every team. A post an import
 * rewrote meanwhile (no longer unknown, or another text) is left as the import wrote it.
 * Idempotent; stops between batches on `signal`. Returns how many posts took their author's
 * language.
 */
export async function fillLanguagesFromAuthors(
  db: Db,
  options: {
    /** only posts written (imported or rewritten) since then, by the database's clock: an import's own */
    since?: Date;
    batchSize?: number;
    signal?: AbortSignal;
  } = {},
): Promise<number> {
  let done = 0;
  let afterId = "";
  for (;;) {
    await yieldToEventLoop();
    if (options.signal?.aborted) return done;
    const posts = await db.query<UnsurePost>(
      `SELECT id, author_id, text, kind, hashtags, mentions, urls FROM posts
       WHERE lang_source = 'unknown' AND id > $1 AND ($3::timestamptz IS NULL OR updated_at >= $3)
       ORDER BY id LIMIT $2`,
      [afterId, options.batchSize ?? BATCH, options.since ?? null],
    );
    if (posts.length === 0) return done;
    afterId = posts[posts.length - 1]?.id ?? afterId;
    const languages = await authorLanguages(db, [...new Set(posts.flatMap((p) => p.author_id ?? []))]);
    const rows = [];
    for (const p of posts) {
      const lang = p.author_id ? languages.get(p.author_id) : undefined;
      if (!lang) continue;
      const e = enrichPost(
        { text: p.text, lang, kind: p.kind, hashtags: p.hashtags, mentions: p.mentions, urls: p.urls },
        postAnalysers,
      );
      rows.push({ id: p.id, text: p.text, ...postEnrichmentColumns(e), lang_source: "author" });
    }
    if (rows.length === 0) continue;
    const [written] = await db.query<{ n: number }>(
      `WITH written AS (
         UPDATE posts AS p SET ${POST_ENRICHMENT_SET}
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, text text, ${POST_ENRICHMENT_RECORD})
         WHERE p.id = x.id AND p.lang_source = 'unknown' AND p.text = x.text
         RETURNING 1)
       SELECT count(*)::int AS n FROM written`,
      [JSON.stringify(rows)],
    );
    done += written?.n ?? 0;
  }
}

/**
 * Each author's language: the one more than half of their posts with a known language (the
 * platform's or detected) have, else their bio's. Authors are looked up by the posts' author
 * index, as an id list (a join with the batch made the planner read the whole table).
 */
async function authorLanguages(db: Db, authors: string[]): Promise<Map<string, string>> {
  const counts = await db.query<{ author_id: string; lang: string; n: number }>(
    `SELECT author_id, lang, count(*)::int AS n FROM posts
     WHERE author_id = ANY($1::text[]) AND lang_source IN ('platform', 'detected') AND lang IS NOT NULL
     GROUP BY author_id, lang`,
    [authors],
  );
  const byAuthor = new Map<string, { best: string; most: number; total: number }>();
  for (const { author_id, lang, n } of counts) {
    const seen = byAuthor.get(author_id) ?? { best: lang, most: 0, total: 0 };
    seen.total += n;
    if (n > seen.most || (n === seen.most && lang < seen.best)) [seen.best, seen.most] = [lang, n];
    byAuthor.set(author_id, seen);
  }
  const languages = new Map<string, string>();
  for (const [author, { best, most, total }] of byAuthor) if (most * 2 > total) languages.set(author, best);
  const rest = authors.filter((a) => !languages.has(a));
  if (rest.length === 0) return languages;
  const bios = await db.query<{ id: string; bio: string }>(
    "SELECT id, bio FROM accounts WHERE id = ANY($1::text[]) AND bio IS NOT NULL",
    [rest],
  );
  for (const { id, bio } of bios) {
    const lang = detectLanguage(bio, postAnalysers.detect);
    if (lang) languages.set(id, lang);
  }
  return languages;
}

/** The database's clock, which stamps the posts an import writes (updated_at). */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = await db.query<{ now: Date }>("SELECT now() AS now");
  return new Date(row?.now ?? Date.now());
}
