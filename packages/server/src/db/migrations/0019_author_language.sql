-- A post whose text did not tell its language takes its author's (the language of the author's
-- other posts, else of the profile): lang_source 'author' (packages/server/src/social/author-languages.ts).
ALTER TABLE posts DROP CONSTRAINT posts_lang_source_check;
ALTER TABLE posts ADD CONSTRAINT posts_lang_source_check
  CHECK (lang_source IN ('platform', 'detected', 'author', 'unknown'));
-- The posts that pass reads after each import: a few in a hundred, found without reading the table.
CREATE INDEX posts_unknown_lang_idx ON posts (id) WHERE lang_source = 'unknown';
