import type { PostKind } from "@xa/core/social/records";
import { enrichPost } from "@xa/text/enrich/enrich-post";
import { ENRICHMENT_VERSION } from "@xa/text/enrich/enrichment-version";
import { type Db, yieldToEventLoop } from "../db/database.ts";
import { postAnalysers } from "./post-analysers.ts";
import { staleRows } from "./stale-rows.ts";
import { POST_ENRICHMENT_RECORD, POST_ENRICHMENT_SET, postEnrichmentColumns } from "./store-rows.ts";

/**
 * Which posts each change of the posts' enrichment can alter, by the version that made it: only
 * those are read and written again, not the whole table. A version whose change reaches every
 * post says "true".
 */
const CHANGED_BY_VERSION: Record<number, string> = {
  // Keywords leave out the handles a reply starts with and a repost's "RT @handle:".
  2: "kind IN ('reply', 'repost')",
  // Languages are detected again; sentiment changes for posts in languages no lexicon reads, and
  // for posts saying "like".
  3: "lang_source <> 'platform' OR lang NOT IN ('en', 'ja') OR search @@ 'like | likes'::tsquery",
  // English and Japanese sentiment are read anew (Japanese by morphemes), emoticons count, and
  // short English is detected by its words: every post may change.
  4: "TRUE",
  // Posts of English hashtags (glued ones too) and with day or month names are detected as English.
  5: "lang_source <> 'platform'",
};

type StoredPost = {
  id: string;
  text: string;
  lang: string | null;
  lang_source: string;
  kind: PostKind;
  hashtags: string[];
  mentions: string[];
  urls: string[];
};

/** Posts per batch: one read and one UPDATE each. */
const BATCH = 2000;

/**
 * Enriches again, with the current methods, the stored posts an enrichment change since they were
 * written can alter (posts are enriched as they are imported; this brings older ones up to date).
 * Runs when the server starts, in id order; idempotent, and a run that stops (`signal`, between
 * batches) or fails goes on at the next start. The post's own data is what it was: the platform's
 * language, tags, mentions and links are kept, and a language the store detected is detected again.
 * A post an import rewrites meanwhile comes with the current version and is left as the import
 * wrote it. Returns how many were enriched.
 */
export async function enrichStalePosts(
  db: Db,
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const version = ENRICHMENT_VERSION.posts;
  // One pass over the posts for every change.
  const stale = staleRows(CHANGED_BY_VERSION, version);
  if (!stale) return 0;
  let done = 0;
  let afterId = "";
  for (;;) {
    await yieldToEventLoop();
    if (options.signal?.aborted) return done;
    const posts = await db.query<StoredPost>(
      `SELECT id, text, lang, lang_source, kind, hashtags, mentions, urls FROM posts
       WHERE id > $1 AND (${stale}) ORDER BY id LIMIT $2`,
      [afterId, options.batchSize ?? BATCH],
    );
    if (posts.length === 0) return done;
    const rows = posts.map((p) => {
      const e = enrichPost(
        {
          text: p.text,
          lang: p.lang_source === "platform" ? p.lang : null,
          kind: p.kind,
          hashtags: p.hashtags,
          mentions: p.mentions,
          urls: p.urls,
        },
        postAnalysers,
      );
      return { id: p.id, ...postEnrichmentColumns(e) };
    });
    const [written] = await db.query<{ n: number }>(
      `WITH written AS (
         UPDATE posts AS p SET ${POST_ENRICHMENT_SET}, enrichment_version = $2
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, ${POST_ENRICHMENT_RECORD})
         WHERE p.id = x.id AND p.enrichment_version < $2
         RETURNING 1)
       SELECT count(*)::int AS n FROM written`,
      [JSON.stringify(rows), version],
    );
    done += written?.n ?? 0;
    afterId = posts[posts.length - 1]?.id ?? afterId;
  }
}
