import type { Db } from "../../db/database.ts";

/*
 * A fixture store for competitor analysis: three brands (brew_a, brew_b, brew_c) and 300 accounts
 * f000…f299, where f<i> follows brew_a when i is even, brew_b when i is a multiple of 3 and brew_c
 * when a multiple of 5, so every combination of the three audiences holds someone. Six more
 * accounts are followed by chosen parts of the audiences: x_a only by brew_a's followers that follow
 * no other brand, x_c only by brew_c's, x_mixed by followers of several brands. The brands post in
 * January 2026 (brew_c never), a few followers post too. Tests count everything again with plain SQL.
 */
export const COMPETITOR_NOW = "2026-01-31T00:00:00.000Z";
export const BRANDS = [
  { id: "c1", handle: "brew_a", followers: 40_000 },
  { id: "c2", handle: "brew_b", followers: 25_000 },
  { id: "c3", handle: "brew_c", followers: 0 },
] as const;

export async function insertCompetitorWorld(db: Db): Promise<void> {
  for (const b of BRANDS) {
    await db.query(
      `INSERT INTO accounts (id, handle, name, followers_count, verified, source, account_type, country)
       VALUES ($1, $2, $3, $4, true, 'test', 'organization', 'US')`,
      [b.id, b.handle, b.handle.replace("_", " "), b.followers],
    );
  }
  await db.query(
    `INSERT INTO accounts (id, handle, name, followers_count, source, account_type, gender, age_band, country)
     SELECT 'f' || lpad(i::text, 3, '0'), 'fan' || i, 'Fan ' || i, i, 'test', 'person',
       (ARRAY['female', 'male', 'unknown'])[i % 3 + 1], (ARRAY['18-24', '25-34', '35-44', 'unknown'])[i % 4 + 1],
       (ARRAY['US', 'JP', 'GB', NULL])[i % 4 + 1]
     FROM generate_series(0, 299) i`,
  );
  await db.query(
    `INSERT INTO accounts (id, handle, name, followers_count, source)
     VALUES ('x_a', 'only_a', 'Only A', 5, 'test'), ('x_c', 'only_c', 'Only C', 7, 'test'),
       ('x_mixed', 'mixed', 'Mixed', 9, 'test')`,
  );
  await db.query(
    `INSERT INTO follows (follower_id, followee_id, source)
     SELECT 'f' || lpad(i::text, 3, '0'), b, 'test' FROM generate_series(0, 299) i,
       LATERAL (VALUES ('c1', i % 2 = 0), ('c2', i % 3 = 0), ('c3', i % 5 = 0)) v(b, follows) WHERE follows`,
  );
  // x_a: a third of brew_a's own followers; x_c: all of brew_c's own; x_mixed: every 7th account.
  await db.query(
    `INSERT INTO follows (follower_id, followee_id, source)
     SELECT 'f' || lpad(i::text, 3, '0'), 'x_a', 'test' FROM generate_series(0, 299) i
       WHERE i % 2 = 0 AND i % 3 <> 0 AND i % 5 <> 0 AND i % 4 = 0
     UNION ALL SELECT 'f' || lpad(i::text, 3, '0'), 'x_c', 'test' FROM generate_series(0, 299) i
       WHERE i % 5 = 0 AND i % 2 <> 0 AND i % 3 <> 0
     UNION ALL SELECT 'f' || lpad(i::text, 3, '0'), 'x_mixed', 'test' FROM generate_series(0, 299) i WHERE i % 7 = 0`,
  );
  // brew_a posts every day of 2026-01-10…19, brew_b every other day; each post's likes grow by day.
  await db.query(
    `INSERT INTO posts (id, author_id, text, created_at, lang, lang_source, kind, like_count, repost_count,
       reply_count, quote_count, source)
     SELECT b || '-' || d, b, 'Coffee news ' || d, timestamptz '2026-01-09T12:00:00Z' + d * interval '1 day', 'en',
       'platform', 'post', d * 10 + (CASE b WHEN 'c1' THEN 1 ELSE 2 END), d, 1, 0, 'test'
     FROM generate_series(1, 10) d, (VALUES ('c1'), ('c2')) v(b) WHERE b = 'c1' OR d % 2 = 0`,
  );
  await db.query(
    `INSERT INTO posts (id, author_id, text, created_at, lang, lang_source, kind, like_count, source)
     SELECT 'fp' || i, 'f' || lpad(i::text, 3, '0'), 'hello', timestamptz '2026-01-20T10:00:00Z', (ARRAY['en', 'ja'])[i % 2 + 1],
       'platform', 'post', 0, 'test'
     FROM generate_series(0, 299, 3) i`,
  );
}
