-- Indexes the analysis engine reads through (packages/server/src/analysis).
-- What an audience engaged with in a date range: index-only by account and time.
CREATE INDEX engagements_account_created_idx ON engagements (account_id, created_at) INCLUDE (post_id);
-- Post analysis: a post's replies and quotes.
CREATE INDEX posts_reply_to_idx ON posts (reply_to_post_id) WHERE reply_to_post_id IS NOT NULL;
CREATE INDEX posts_quote_of_idx ON posts (quote_of_id) WHERE quote_of_id IS NOT NULL;
