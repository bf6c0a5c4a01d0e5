import type { Db } from "../../db/database.ts";

/** A word the posts write as an @mention at least this share of the time is the account, not a word. */
export const MENTION_ONLY_SHARE = 0.9;

/**
 * Which of the words are an account's handle in the store (lower-case, as terms are). Posts'
 * words include handles written without their @. A word that looks like a handle (an underscore
 * or a digit) and is one names an account, not a topic; so does a plain word that is a handle and
 * that `postsTable`'s posts (the audience's) write as an @mention nearly always. Brand names the
 * posts write as words ("nike") stay words.
 */
export async function storeHandles(db: Db, words: readonly string[], postsTable?: string): Promise<Set<string>> {
  const candidates = [...new Set(words.filter((w) => /^[a-z0-9_]{3,15}$/.test(w)))];
  const shaped = (w: string) => /[_0-9]/.test(w);
  const judged = postsTable ? candidates : candidates.filter(shaped);
  if (judged.length === 0) return new Set();
  const rows = await db.query<{ handle: string }>(
    "SELECT DISTINCT lower(handle) AS handle FROM accounts WHERE lower(handle) = ANY($1::text[])",
    [judged],
  );
  const handles = new Set(rows.map((r) => r.handle));
  const plain = [...handles].filter((h) => !shaped(h));
  if (!postsTable || plain.length === 0) return handles;
  const uses = await db.query<{ word: string; posts: number; mentioned: number }>(
    `SELECT w AS word, count(*)::int AS posts, count(*) FILTER (WHERE w = ANY(p.mentions))::int AS mentioned
     FROM ${postsTable} s JOIN posts p ON p.id = s.id, unnest(s.keywords) AS w
     WHERE w = ANY($1::text[]) GROUP BY w`,
    [plain],
  );
  const mentioned = new Set(uses.filter((u) => u.mentioned >= MENTION_ONLY_SHARE * u.posts).map((u) => u.word));
  for (const h of plain) if (!mentioned.has(h)) handles.delete(h);
  return handles;
}
