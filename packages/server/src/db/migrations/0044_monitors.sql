-- Monitors: a team's saved keyword query or handle, re-run on a schedule (hourly or daily) and after
-- imports of posts; each run keeps its headline figures, and a change beyond a threshold is an alert.
CREATE TABLE monitors (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('query', 'handle')),
  subject text NOT NULL,
  country text,
  cadence text NOT NULL CHECK (cadence IN ('hourly', 'daily')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  volume_threshold_pct double precision,
  sentiment_threshold double precision,
  -- The schedule enqueues a run once this has passed, moving it on by the cadence in the same statement.
  next_run_at timestamptz NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX monitors_team_idx ON monitors (team_id, created_at DESC, id DESC);
CREATE INDEX monitors_due_idx ON monitors (next_run_at) WHERE status = 'active';

-- The members e-mailed a monitor's alerts (each turns it on or off for themselves).
CREATE TABLE monitor_mail_subscribers (
  monitor_id integer NOT NULL REFERENCES monitors (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (monitor_id, user_id)
);

-- Each run's headline figures: the numbers compared in columns, the whole figures (hashtags too) as json.
CREATE TABLE monitor_runs (
  id serial PRIMARY KEY,
  monitor_id integer NOT NULL REFERENCES monitors (id) ON DELETE CASCADE,
  trigger text NOT NULL CHECK (trigger IN ('created', 'schedule', 'import')),
  ran_at timestamptz NOT NULL,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  posts integer NOT NULL,
  net_sentiment double precision,
  volume_change_pct double precision,
  sentiment_change double precision,
  figures jsonb NOT NULL
);
CREATE INDEX monitor_runs_monitor_idx ON monitor_runs (monitor_id, id DESC);

-- A run beyond a threshold: one alert (with every metric that crossed), read by each member for themselves.
CREATE TABLE monitor_alerts (
  id serial PRIMARY KEY,
  monitor_id integer NOT NULL REFERENCES monitors (id) ON DELETE CASCADE,
  run_id integer NOT NULL UNIQUE REFERENCES monitor_runs (id) ON DELETE CASCADE,
  reasons jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX monitor_alerts_monitor_idx ON monitor_alerts (monitor_id, id DESC);

CREATE TABLE monitor_alert_reads (
  alert_id integer NOT NULL REFERENCES monitor_alerts (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (alert_id, user_id)
);
