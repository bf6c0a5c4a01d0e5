-- The analysis engine's working set (packages/server/src/analysis/build-scope.ts).

-- The scope of a running analysis, found once per request and read by each of its section
-- queries. Re-finding it per section (keyword search, or an id list looked up in posts) was most of
-- the cost of an analysis. A table rather than a temp table, because the sections of one request
-- run on several pool connections; unlogged, because it is scratch: nothing needs it after a crash
-- (a scope older than an hour is deleted by the next analysis). No foreign keys: a check per copied
-- row cost more than the copy, and releasing a scope deletes its rows from each table. Each analysis vacuums the tables
-- when it is done (PGlite has no autovacuum) and analyses scope_id after pinning (the planner must
-- know a scope's size), so autovacuum stays off them: it would only make those two wait.
CREATE UNLOGGED TABLE analysis_scopes (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
) WITH (autovacuum_enabled = false);
CREATE INDEX analysis_scopes_created_idx ON analysis_scopes (created_at);

-- The scope's posts: the post columns sections read, and which of the keyword query's groups each
-- post matched (bit i = group i, 0 for posts in the scope for another reason, e.g. a reply in a
-- matched conversation), so share of voice reuses the search instead of running it again.
CREATE UNLOGGED TABLE analysis_scope_posts (
  scope_id bigint NOT NULL,
  id text NOT NULL,
  author_id text,
  text text NOT NULL,
  created_at timestamptz,
  lang text,
  kind text NOT NULL,
  conversation_id text,
  reply_to_post_id text,
  quote_of_id text,
  like_count integer,
  repost_count integer,
  reply_count integer,
  quote_count integer,
  view_count bigint,
  hashtags text[] NOT NULL,
  mentions text[] NOT NULL,
  emojis text[] NOT NULL,
  keywords text[] NOT NULL,
  sentiment text,
  sentiment_score real,
  is_demo boolean NOT NULL,
  groups integer NOT NULL DEFAULT 0
) WITH (autovacuum_enabled = false);
CREATE INDEX analysis_scope_posts_scope_idx ON analysis_scope_posts (scope_id);

-- The scope's audience when it is derived from posts or engagements (keyword, conversation, post).
-- A handle's followers are read from follows directly (the index below makes that index-only).
CREATE UNLOGGED TABLE analysis_scope_audience (
  scope_id bigint NOT NULL,
  id text NOT NULL
) WITH (autovacuum_enabled = false);
CREATE INDEX analysis_scope_audience_scope_idx ON analysis_scope_audience (scope_id);

-- A handle's followers as an index-only scan: the audience of a handle analysis, counted, sampled
-- and joined with profiles, without visiting 100,000 heap rows of follows each time. It replaces
-- the followee-only index (same lookups, one index to maintain on ingest).
CREATE INDEX follows_followee_follower_idx ON follows (followee_id, follower_id);
DROP INDEX follows_followee_idx;
