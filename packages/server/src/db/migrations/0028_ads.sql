-- An ad shows one creative in one ad set. A creative in use by an ad cannot be deleted under it.
CREATE TABLE ads (
  id serial PRIMARY KEY,
  adset_id integer NOT NULL REFERENCES adsets (id) ON DELETE CASCADE,
  creative_id integer NOT NULL REFERENCES ad_creatives (id) ON DELETE RESTRICT,
  status text NOT NULL CHECK (status IN ('active', 'paused')),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ads_adset_idx ON ads (adset_id, id);
CREATE INDEX ads_creative_idx ON ads (creative_id);
