-- X communities known to the store, and the community each post was made in. Like the rest of the
-- social store, public data shared by all teams, filled by importers, the live connector and the demo.
CREATE TABLE communities (
  id text PRIMARY KEY,
  name text,
  description text,
  access text,
  join_policy text,
  member_count bigint,
  created_at timestamptz,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX communities_name_idx ON communities (lower(name));

ALTER TABLE posts ADD COLUMN community_id text;
CREATE INDEX posts_community_idx ON posts (community_id, created_at DESC) WHERE community_id IS NOT NULL;
