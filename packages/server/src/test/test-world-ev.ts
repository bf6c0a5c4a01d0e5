import { tokenize } from "@xa/core/social/post-words";
import { keywordsOf } from "@xa/text/tokens/keywords";
import type { Db } from "../db/database.ts";

/*
 * A store for widening by the words people type: 10 EV drivers (w0…w9) who write "ev", "evs" and
 * #electricvehicles, never "electric car", and 110 writers of anything else; two posts each.
 */
const EV = ["Charged the ev overnight #electricvehicles", "Two evs in the family now #electricvehicles"];
const OTHER = ["Coffee and a long walk", "New record on the bike today"];

/**
 * Inserts the EV world, its posts made at `postedAt` (by default a day ago: inside an analysis's
 * default window), with keywords and hashtags as the importer stores them.
 */
export async function insertEvWorld(db: Db, postedAt = new Date(Date.now() - 86_400_000)): Promise<void> {
  const ids = Array.from({ length: 120 }, (_, i) => `w${i}`);
  await db.query("INSERT INTO accounts (id, handle, source) SELECT id, id, 'test' FROM unnest($1::text[]) AS id", [
    ids,
  ]);
  const posts = ids.flatMap((id, i) => (i < 10 ? EV : OTHER).map((text) => ({ id, text })));
  await db.query(
    `INSERT INTO posts (id, author_id, text, created_at, lang, lang_source, keywords, hashtags, tokens, search, source)
     SELECT 'p' || n, x->>'author', x->>'text', $2::timestamptz, 'en', 'platform',
       ARRAY(SELECT jsonb_array_elements_text(x->'keywords')), ARRAY(SELECT jsonb_array_elements_text(x->'hashtags')),
       x->>'tokens', to_tsvector('simple', x->>'tokens'), 'test'
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS p(x, n)`,
    [
      JSON.stringify(
        posts.map(({ id, text }) => ({
          author: id,
          text,
          keywords: keywordsOf(tokenize(text.replace(/#\w+/g, ""))),
          hashtags: [...text.matchAll(/#(\w+)/g)].map((m) => (m[1] as string).toLowerCase()),
          tokens: tokenize(text).join(" "),
        })),
      ),
      postedAt.toISOString(),
    ],
  );
}
