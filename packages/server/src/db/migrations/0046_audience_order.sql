-- The premium suite's followers tables, for an account of a million followers, read a page in the
-- order asked without joining and sorting the million:
--
-- By follow time, the account's edges in time order (newest first forwards, oldest first backwards).
CREATE INDEX follows_followee_time_idx ON follows (followee_id, created_at DESC NULLS LAST, follower_id);

-- By handle, the same walk on an index that holds the id too, so it reads no profile it skips
-- (a handle rarely changes: its updates stay HOT).
DROP INDEX IF EXISTS accounts_handle_idx;
CREATE INDEX accounts_handle_idx ON accounts (lower(handle), id);

-- By follower count, the accounts in count order, each kept if it is on the account's edges (with
-- the id, the walk and that check read this index alone). Migration 0010 dropped the index on
-- followers_count so that an import's count updates stay HOT; this one gives that up for those
-- updates: bench:ingest measured the cost (see the commit) against 3 s a page without it.
CREATE INDEX accounts_followers_count_idx ON accounts (followers_count NULLS FIRST, id);

-- Search is a substring of the handle or the name: trigram indexes find the few matching accounts
-- instead of reading every follower's profile. The extension lives in public, so a schema dropped
-- with its tables (tests make one each) never takes it from another.
-- Tests migrate many schemas at once: the lock keeps two from creating the extension together.
SELECT pg_advisory_xact_lock(46046);
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE INDEX accounts_handle_trgm_idx ON accounts USING gin (lower(handle) public.gin_trgm_ops);
CREATE INDEX accounts_name_trgm_idx ON accounts USING gin (lower(name) public.gin_trgm_ops);

-- A user's pro-targeting token (one each, only its hash kept, as the extension's): it opens the
-- premium suite's token group of reads (/api/external/token/deepthought/) and nothing else.
CREATE TABLE pro_targeting_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
