-- A campaign's ad sets (the platform's line items). The targeting is kept as applied from the saved
-- audience, so deleting the audience leaves the ad set as it runs.
CREATE TABLE adsets (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  name text NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'active', 'paused')),
  audience_config_id integer REFERENCES audience_configs (id) ON DELETE SET NULL,
  targeting jsonb NOT NULL,
  alerts jsonb NOT NULL DEFAULT '[]',
  placements text[] NOT NULL,
  bid_strategy text NOT NULL CHECK (bid_strategy IN ('AUTO', 'MAX', 'TARGET')),
  bid_amount numeric(16, 3),
  start_time timestamptz,
  end_time timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX adsets_campaign_idx ON adsets (campaign_id, id);
