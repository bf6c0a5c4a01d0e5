-- Ad accounts a team links, access granted per member, tokens of the companion extension, custom
-- audiences uploaded to an account, and the sandbox platform's own records. Team-private: every
-- account row has its team, and everything else hangs off an account.

CREATE TABLE ad_accounts (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  account_id text NOT NULL,
  name text NOT NULL,
  network text NOT NULL DEFAULT 'x' CHECK (network IN ('x')),
  purpose text NOT NULL DEFAULT 'targeting' CHECK (purpose IN ('targeting', 'audiences')),
  -- null until checked with the platform
  access boolean,
  checked_at timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (team_id, account_id, purpose)
);

CREATE TABLE ad_account_grants (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  membership_id integer NOT NULL REFERENCES memberships (id) ON DELETE CASCADE,
  ad_account_id integer NOT NULL REFERENCES ad_accounts (id) ON DELETE CASCADE,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (membership_id, ad_account_id)
);
CREATE INDEX ad_account_grants_account_idx ON ad_account_grants (ad_account_id);

-- One live token per user; the extension sends it as 'Token {token}'.
CREATE TABLE extension_tokens (
  token text PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE uploaded_audiences (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  ad_account_id integer NOT NULL REFERENCES ad_accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('handles', 'emails')),
  member_count integer NOT NULL,
  platform_audience_id text NOT NULL,
  targetable boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploaded_audiences_team_idx ON uploaded_audiences (team_id);

-- The sandbox platform: line items to apply to, what was applied, and its custom audiences.
CREATE TABLE sandbox_line_items (
  id serial PRIMARY KEY,
  ad_account_id integer NOT NULL REFERENCES ad_accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  campaign_name text NOT NULL,
  status text NOT NULL DEFAULT 'PAUSED',
  UNIQUE (ad_account_id, name)
);

CREATE TABLE sandbox_applications (
  id serial PRIMARY KEY,
  ad_account_id integer NOT NULL REFERENCES ad_accounts (id) ON DELETE CASCADE,
  line_item_id integer NOT NULL REFERENCES sandbox_line_items (id) ON DELETE CASCADE,
  targeting jsonb NOT NULL,
  criteria jsonb NOT NULL,
  applied_by text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_applications_account_idx ON sandbox_applications (ad_account_id, applied_at DESC);

CREATE TABLE sandbox_custom_audiences (
  id serial PRIMARY KEY,
  ad_account_id integer NOT NULL REFERENCES ad_accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('handles', 'emails')),
  members text[] NOT NULL,
  -- a sandbox audience becomes targetable this long after upload, as a real one takes hours
  ready_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_custom_audiences_account_idx ON sandbox_custom_audiences (ad_account_id, name);
