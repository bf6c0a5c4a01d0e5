-- Bulk ingest.

-- The search vector stays `to_tsvector('simple', tokens)`, but the importer now sends it ready-made
-- as a tsvector literal (@xa/text/tokens/search-vector): the server's text-search parser was a
-- real part of the cost of storing a post on PostgreSQL, and more of it on PGlite. Rows written without
-- a vector (other writers, or text the importer leaves to the database) get it from the trigger,
-- so the column always equals to_tsvector('simple', tokens).
ALTER TABLE posts ALTER COLUMN search DROP EXPRESSION;

CREATE FUNCTION posts_fill_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := to_tsvector('simple', NEW.tokens);
  RETURN NEW;
END
$$;
CREATE TRIGGER posts_search_on_insert BEFORE INSERT ON posts
  FOR EACH ROW WHEN (NEW.search IS NULL) EXECUTE FUNCTION posts_fill_search();
CREATE TRIGGER posts_search_on_update BEFORE UPDATE OF tokens, search ON posts
  FOR EACH ROW WHEN (NEW.search IS NULL OR (NEW.tokens IS DISTINCT FROM OLD.tokens AND NEW.search IS NOT DISTINCT FROM OLD.search))
  EXECUTE FUNCTION posts_fill_search();

-- Edited posts: every version is kept (it was published), but a version with a newer one points
-- to the latest, so analyses count a post once: `WHERE superseded_by IS NULL`.
ALTER TABLE posts ADD COLUMN superseded_by text;
UPDATE posts SET superseded_by = edit_history_ids[cardinality(edit_history_ids)]
  WHERE cardinality(edit_history_ids) > 1 AND edit_history_ids[cardinality(edit_history_ids)] <> id;
UPDATE posts AS p SET superseded_by = e.latest
  FROM (SELECT unnest(edit_history_ids[1:cardinality(edit_history_ids) - 1]) AS old_id,
               edit_history_ids[cardinality(edit_history_ids)] AS latest
        FROM posts WHERE cardinality(edit_history_ids) > 1) AS e
  WHERE p.id = e.old_id AND p.id <> e.latest;
