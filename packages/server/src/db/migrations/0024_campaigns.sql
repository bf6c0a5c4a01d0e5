-- A team's campaigns, each in one of its linked ad accounts. The account's platform id is kept with
-- the campaign, so unlinking the account leaves the campaign (and what it spent) readable.
CREATE TABLE campaigns (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  ad_account_id integer REFERENCES ad_accounts (id) ON DELETE SET NULL,
  account_id text NOT NULL,
  name text NOT NULL,
  objective text NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'active', 'paused', 'halted')),
  start_time timestamptz NOT NULL,
  end_time timestamptz,
  lifetime_budget numeric(16, 3),
  daily_budget numeric(16, 3),
  currency text NOT NULL,
  impressions bigint NOT NULL DEFAULT 0,
  spent numeric(16, 3) NOT NULL DEFAULT 0,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaigns_team_idx ON campaigns (team_id, created_at DESC, id);
