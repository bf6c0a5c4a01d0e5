-- A team's campaign plans over its saved audiences. The plan keeps what each audience measured when
-- it was saved (and the CPM then), so its estimates read the same until it is saved again.
CREATE TABLE audience_plans (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  name text NOT NULL,
  objective text NOT NULL,
  size_option text NOT NULL CHECK (size_option IN ('budget', 'size', 'decide')),
  budget numeric(16, 3),
  size bigint,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  currency text NOT NULL,
  cpm numeric(16, 4) NOT NULL,
  measured_at timestamptz NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audience_plans_team_idx ON audience_plans (team_id, created_at DESC, id);

-- An audience leaves the plans it is in when it is deleted; the plan's other audiences stay.
CREATE TABLE audience_plan_audiences (
  plan_id integer NOT NULL REFERENCES audience_plans (id) ON DELETE CASCADE,
  audience_config_id integer NOT NULL REFERENCES audience_configs (id) ON DELETE CASCADE,
  position integer NOT NULL,
  accounts_in_store bigint NOT NULL,
  scaling_factor double precision NOT NULL,
  audience_size bigint NOT NULL,
  PRIMARY KEY (plan_id, audience_config_id)
);
CREATE INDEX audience_plan_audiences_config_idx ON audience_plan_audiences (audience_config_id);
