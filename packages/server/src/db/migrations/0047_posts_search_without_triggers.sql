-- The posts search vector without triggers: Citus refuses to distribute a table that has them.
-- Every writer now stores `search` itself, as the importer already did (a tsvector literal built by
-- @xa/text/tokens/search-vector, equal to to_tsvector('simple', tokens)); a row written without
-- tokens gets the empty vector, which is what the trigger gave an empty `tokens`. Rows already
-- stored keep the vector the trigger or the importer wrote.
DROP TRIGGER IF EXISTS posts_search_on_insert ON posts;
DROP TRIGGER IF EXISTS posts_search_on_update ON posts;
DROP FUNCTION IF EXISTS posts_fill_search();
UPDATE posts SET search = to_tsvector('simple', tokens) WHERE search IS NULL;
ALTER TABLE posts ALTER COLUMN search SET DEFAULT ''::tsvector;
