-- Users, sessions, sign-in codes, the local outbox, teams, memberships, invites, subscriptions.
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  language text CHECK (language IN ('en', 'ja')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_groups (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  PRIMARY KEY (user_id, name)
);

CREATE TABLE social_accounts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  uid text NOT NULL,
  extra jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, uid)
);

CREATE TABLE sessions (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE magic_codes (
  magic_code text PRIMARY KEY,
  email text NOT NULL,
  confirm_code text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE teams (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  logo text NOT NULL DEFAULT '',
  invoice_email text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  invoice_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  level text NOT NULL CHECK (level IN ('admin', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (team_id, user_id)
);
CREATE INDEX memberships_user_idx ON memberships (user_id);

CREATE TABLE team_invites (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  email text NOT NULL,
  code text NOT NULL UNIQUE,
  message text NOT NULL DEFAULT '',
  invited_by integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
  accepted_by integer REFERENCES users (id) ON DELETE SET NULL,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_invites_team_idx ON team_invites (team_id);

CREATE TABLE subscriptions (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  plan_name text NOT NULL,
  start timestamptz NOT NULL,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX subscriptions_team_idx ON subscriptions (team_id);
