-- Each team's own login to the ad platform (the X Ads API's OAuth 1.0a access token), sealed with the
-- server key: a team links and uses only the ad accounts its own login may manage.
CREATE TABLE ads_connections (
  team_id integer PRIMARY KEY REFERENCES teams (id) ON DELETE CASCADE,
  x_user_id text NOT NULL,
  screen_name text NOT NULL,
  token_sealed text NOT NULL,
  connected_by integer REFERENCES users (id) ON DELETE SET NULL,
  connected_at timestamptz NOT NULL DEFAULT now()
);

-- A started connection: X's request token names it; single use, and it expires.
CREATE TABLE ads_connect_attempts (
  request_token text PRIMARY KEY,
  secret_sealed text NOT NULL,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
