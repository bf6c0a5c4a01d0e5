-- A team's creatives: the post an ad shows. Media a creative uses cannot be deleted under it.
CREATE TABLE ad_creatives (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  name text NOT NULL,
  text text NOT NULL,
  language text NOT NULL DEFAULT 'en',
  card_title text,
  card_url text,
  call_to_action text,
  advertiser_category text,
  content_categories text[] NOT NULL DEFAULT '{}',
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ad_creatives_team_idx ON ad_creatives (team_id, created_at DESC, id);

CREATE TABLE ad_creative_media (
  creative_id integer NOT NULL REFERENCES ad_creatives (id) ON DELETE CASCADE,
  media_id integer NOT NULL REFERENCES ad_media (id) ON DELETE RESTRICT,
  position smallint NOT NULL,
  PRIMARY KEY (creative_id, media_id)
);
CREATE INDEX ad_creative_media_media_idx ON ad_creative_media (media_id);
