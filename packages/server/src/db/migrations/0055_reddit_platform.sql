-- Reddit beside X in one store: every post and profile keeps the platform it is on (X for all rows
-- so far), and a Reddit post its subreddit, which the subreddits section groups matched posts by.
-- Adding columns with a constant default rewrites nothing, on PostgreSQL, PGlite and Citus alike.
ALTER TABLE posts ADD COLUMN platform text NOT NULL DEFAULT 'x' CHECK (platform IN ('x', 'reddit'));
ALTER TABLE posts ADD COLUMN subreddit text COLLATE "C";
ALTER TABLE accounts ADD COLUMN platform text NOT NULL DEFAULT 'x' CHECK (platform IN ('x', 'reddit'));
-- Partial: only Reddit posts have a subreddit, so an X store's index stays empty; "is there any
-- Reddit post" is one probe of it.
CREATE INDEX posts_subreddit_idx ON posts (subreddit) WHERE subreddit IS NOT NULL;
