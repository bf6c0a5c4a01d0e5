-- The app's own analytics events, sent by the browser: named, with a few properties, the user and team
-- when signed in, or the browser's anonymous id. Staff count them by day and follow funnels.
CREATE TABLE app_events (
  id bigserial PRIMARY KEY,
  name text NOT NULL CHECK (name ~ '^[a-z][a-z0-9_.:-]{0,63}$'),
  properties jsonb NOT NULL DEFAULT '{}',
  at timestamptz NOT NULL,
  received_at timestamptz NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  team_id integer REFERENCES teams (id) ON DELETE SET NULL,
  anonymous_id text CHECK (char_length(anonymous_id) <= 64)
);
CREATE INDEX app_events_at_idx ON app_events (at, name);

-- Personal sign-in links: a signed-in user opens one on another device. One use, minutes long; only
-- the token's SHA-256 is kept, as for sessions.
CREATE TABLE personal_sign_in_links (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX personal_sign_in_links_user_idx ON personal_sign_in_links (user_id);

-- The sandbox platform's conversion tags: an account listed here has the pixel installed.
CREATE TABLE sandbox_pixels (
  ad_account_id integer PRIMARY KEY REFERENCES ad_accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
