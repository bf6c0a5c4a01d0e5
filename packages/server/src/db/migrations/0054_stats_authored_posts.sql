-- The store's posts with a known author, and those of them in Chinese, Japanese or Korean: the
-- autopilot's topic test compares a term's users with the share of these posts that the topic's
-- people write, and reading it from the last counts spares a scan of every post per generation.
-- The last counts go, so the next generation (or the server's start) counts them all again.
ALTER TABLE targeting_stats_state ADD COLUMN authored_posts bigint NOT NULL DEFAULT 0;
ALTER TABLE targeting_stats_state ADD COLUMN cjk_posts bigint NOT NULL DEFAULT 0;
DELETE FROM targeting_stats_state;
