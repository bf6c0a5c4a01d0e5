-- Marketing materials and helper documents: files staff add for every user, not a team's own.
-- The bytes live in the media storage (the data folder or a bucket) under storage_key.
CREATE TABLE materials (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('marketing', 'helper')),
  type text NOT NULL CHECK (type IN ('one_pager', 'slide_deck', 'faq', 'case_study', 'guide')),
  language text NOT NULL CHECK (language IN ('en', 'ja')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  file_name text NOT NULL,
  mime text NOT NULL,
  bytes bigint NOT NULL,
  storage_key text NOT NULL UNIQUE,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX materials_list_idx ON materials (kind, created_at DESC, id DESC);

-- Who downloaded what, and when: one row per download.
CREATE TABLE material_downloads (
  id bigserial PRIMARY KEY,
  material_id integer NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  downloaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX material_downloads_material_idx ON material_downloads (material_id);
