-- Platform ids compare as plain bytes (COLLATE "C"). They are digit strings, so the order is the same
-- as before; but under a database's linguistic collation (en_US.UTF-8, or even C.UTF-8) every
-- comparison in their indexes goes through strcoll, a real part of the cost of keeping the posts'
-- conversation and author indexes. Columns left at the database's
-- collation still compare with these (the non-default collation wins), so no query changes.
ALTER TABLE accounts ALTER COLUMN id TYPE text COLLATE "C";
ALTER TABLE posts
  ALTER COLUMN id TYPE text COLLATE "C",
  ALTER COLUMN author_id TYPE text COLLATE "C",
  ALTER COLUMN reply_to_post_id TYPE text COLLATE "C",
  ALTER COLUMN reply_to_account_id TYPE text COLLATE "C",
  ALTER COLUMN quote_of_id TYPE text COLLATE "C",
  ALTER COLUMN repost_of_id TYPE text COLLATE "C",
  ALTER COLUMN conversation_id TYPE text COLLATE "C",
  ALTER COLUMN superseded_by TYPE text COLLATE "C";
ALTER TABLE follows
  ALTER COLUMN follower_id TYPE text COLLATE "C",
  ALTER COLUMN followee_id TYPE text COLLATE "C";
ALTER TABLE engagements
  ALTER COLUMN account_id TYPE text COLLATE "C",
  ALTER COLUMN post_id TYPE text COLLATE "C";
ALTER TABLE follower_snapshots ALTER COLUMN account_id TYPE text COLLATE "C";
ALTER TABLE lists
  ALTER COLUMN id TYPE text COLLATE "C",
  ALTER COLUMN owner_id TYPE text COLLATE "C";
ALTER TABLE list_members
  ALTER COLUMN list_id TYPE text COLLATE "C",
  ALTER COLUMN account_id TYPE text COLLATE "C";
-- Changing a column's type drops its planner statistics; without them the analyses' joins are
-- planned blind until the next ANALYZE, which PGlite never runs by itself.
ANALYZE accounts, posts, follows, engagements, follower_snapshots, lists, list_members;
