-- The platform's counts outgrow int4 (a follower count of 2,147,483,648 made an import's whole batch
-- fail): every count a source gives is bigint, like view_count already was. Reading code gets them
-- as numbers (see database.ts: int8 is parsed as a number when exact); the importer refuses counts
-- past 2^53 - 1, which a JavaScript number cannot hold exactly. Each ALTER rewrites its table once.
ALTER TABLE accounts
  ALTER COLUMN followers_count TYPE bigint,
  ALTER COLUMN following_count TYPE bigint,
  ALTER COLUMN post_count TYPE bigint,
  ALTER COLUMN listed_count TYPE bigint;
ALTER TABLE posts
  ALTER COLUMN like_count TYPE bigint,
  ALTER COLUMN repost_count TYPE bigint,
  ALTER COLUMN reply_count TYPE bigint,
  ALTER COLUMN quote_count TYPE bigint;
ALTER TABLE follower_snapshots
  ALTER COLUMN followers TYPE bigint,
  ALTER COLUMN following TYPE bigint;
ALTER TABLE lists
  ALTER COLUMN member_count TYPE bigint,
  ALTER COLUMN follower_count TYPE bigint;
