-- Saved targeting packages (audience configs), their categories, the usages that record a package
-- applied to an ad account, and who they are shared with. Team-private: every row has its team.

CREATE TABLE audience_categories (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL UNIQUE,
  position integer NOT NULL
);
-- A fixed list (core AUDIENCE_CATEGORY_KEYS); 'Exclusion Audience' makes a config an exclusion audience.
INSERT INTO audience_categories (key, name, position) VALUES
  ('interest', 'Interest', 1),
  ('brand', 'Brand', 2),
  ('competitor', 'Competitor', 3),
  ('lookalike', 'Lookalike', 4),
  ('location', 'Location', 5),
  ('event', 'Event', 6),
  ('job_title', 'Job title', 7),
  ('custom', 'Custom', 8),
  ('exclusion', 'Exclusion Audience', 9);

CREATE TABLE audience_configs (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('targeting', 'exclusion')),
  targeting_package jsonb NOT NULL,
  countries text[] NOT NULL DEFAULT '{}',
  -- false when nothing in the package is selected (kept so lists filter without reading packages)
  targetable boolean NOT NULL,
  -- the total native counted when the package was last saved
  size bigint NOT NULL DEFAULT 0,
  generation_id text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  -- optimistic concurrency: a change names the version it started from
  version integer NOT NULL DEFAULT 1,
  -- the figures counted for `figures_version` (on save, refreshed by insights)
  core_audience bigint,
  total_native bigint,
  pro_targeting_size bigint,
  figures_version integer,
  measured_at timestamptz
);
CREATE INDEX audience_configs_team_idx ON audience_configs (team_id, modified_at DESC);
CREATE INDEX audience_configs_name_idx ON audience_configs (team_id, lower(name) text_pattern_ops);

CREATE TABLE audience_config_categories (
  audience_config_id integer NOT NULL REFERENCES audience_configs (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES audience_categories (id),
  PRIMARY KEY (audience_config_id, category_id)
);
CREATE INDEX audience_config_categories_category_idx ON audience_config_categories (category_id);

CREATE TABLE audience_usages (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  -- the config goes, its usages stay: they hold their own snapshot
  audience_config_id integer REFERENCES audience_configs (id) ON DELETE SET NULL,
  audience_config_name text NOT NULL,
  ad_account_id text NOT NULL,
  state text NOT NULL CHECK (state IN ('applied')),
  targeting_package jsonb NOT NULL,
  countries text[] NOT NULL DEFAULT '{}',
  handles_order text[] NOT NULL DEFAULT '{}',
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX audience_usages_team_idx ON audience_usages (team_id, created_at DESC);
CREATE INDEX audience_usages_config_idx ON audience_usages (audience_config_id);

-- A grant to read one config or one usage, given by a member of its team to another user.
CREATE TABLE audience_shares (
  id serial PRIMARY KEY,
  audience_config_id integer REFERENCES audience_configs (id) ON DELETE CASCADE,
  audience_usage_id integer REFERENCES audience_usages (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  shared_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((audience_config_id IS NULL) <> (audience_usage_id IS NULL)),
  UNIQUE (audience_config_id, user_id),
  UNIQUE (audience_usage_id, user_id)
);
CREATE INDEX audience_shares_user_idx ON audience_shares (user_id);
