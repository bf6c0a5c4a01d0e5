import type { Db } from "../../db/database.ts";

/**
 * Which of the words are an account's handle in the store (lower-case, as terms are). Posts'
 * words include handles written without their @; a word that looks like a handle (an underscore
 * or a digit) and is one names an account, not a topic. Brand names ("nike") stay words.
 */
export async function storeHandles(db: Db, words: readonly string[]): Promise<Set<string>> {
  const candidates = [...new Set(words.filter((w) => /^[a-z0-9_]{3,15}$/.test(w) && /[_0-9]/.test(w)))];
  if (candidates.length === 0) return new Set();
  const rows = await db.query<{ handle: string }>(
    "SELECT DISTINCT lower(handle) AS handle FROM accounts WHERE lower(handle) = ANY($1::text[])",
    [candidates],
  );
  return new Set(rows.map((r) => r.handle));
}
