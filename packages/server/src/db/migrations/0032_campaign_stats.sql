-- What each ad delivered each day, materialised once a day has been read from the ad platform (or
-- simulated by the sandbox). A day's row never changes: delivery is history. Figures are whole
-- numbers and spend is in the currency's minor units, so any total is the exact sum of its rows.
-- `segments` holds the same figures split by country, age, gender and placement, each split adding
-- up to the row: {"country": {"US": [impressions, engagements, clicks, spend_minor], ...}, ...}.
-- ad_id 0 stands for an ad set's delivery the platform reported without naming an ad.
CREATE TABLE campaign_stats (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  adset_id integer NOT NULL REFERENCES adsets (id) ON DELETE CASCADE,
  ad_id integer NOT NULL,
  day date NOT NULL,
  impressions bigint NOT NULL CHECK (impressions >= 0),
  engagements bigint NOT NULL CHECK (engagements >= 0),
  clicks bigint NOT NULL CHECK (clicks >= 0),
  spend_minor bigint NOT NULL CHECK (spend_minor >= 0),
  segments jsonb NOT NULL,
  source text NOT NULL CHECK (source IN ('sandbox', 'x')),
  PRIMARY KEY (adset_id, ad_id, day)
);
CREATE INDEX campaign_stats_campaign_idx ON campaign_stats (campaign_id, day);
