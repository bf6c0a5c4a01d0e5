-- A team's media library. A file is uploaded in two steps: a policy reserves a key and states the
-- limits, the client sends the bytes, and completing checks the content and makes the thumbnail.
CREATE TABLE ad_media (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('image', 'gif', 'video')),
  mime text NOT NULL,
  bytes bigint NOT NULL,
  width integer,
  height integer,
  duration_ms integer,
  sha256 text NOT NULL,
  storage_key text NOT NULL,
  thumbnail_key text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ad_media_team_idx ON ad_media (team_id, created_at DESC, id);
-- The same bytes are stored once per team: a second upload finds the first.
CREATE UNIQUE INDEX ad_media_team_hash_idx ON ad_media (team_id, sha256);

-- An upload the client was allowed to start and has not completed yet.
CREATE TABLE ad_media_uploads (
  id text PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  declared_mime text NOT NULL,
  max_bytes bigint NOT NULL,
  storage_key text NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set while the bytes stream in, so a second PUT of the same upload is refused rather than interleaved.
  sending_at timestamptz,
  -- What arrived, measured as it streamed: the completion step trusts these, not the client.
  received_bytes bigint,
  sha256 text,
  mime text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ad_media_uploads_expiry_idx ON ad_media_uploads (expires_at);
