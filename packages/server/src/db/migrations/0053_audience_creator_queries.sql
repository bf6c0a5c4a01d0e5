-- Queries the explore query analyzer ran, kept so the audience creator can build from one by its id
-- (audience_creator_query_id). A team's queries are its members'; one run without a team is its user's.
CREATE TABLE audience_creator_queries (
  id bigserial PRIMARY KEY,
  team_id integer REFERENCES teams (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  request jsonb NOT NULL,
  ad_account_id text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audience_creator_queries_team_idx ON audience_creator_queries (team_id, created_at);
CREATE INDEX audience_creator_queries_user_idx ON audience_creator_queries (user_id, created_at);
