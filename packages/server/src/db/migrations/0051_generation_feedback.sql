-- What users say about a generated targeting package: a rating and a text, one row per
-- submission (a user may come back to it), kept with the generation it is about.
CREATE TABLE generation_feedback (
  id bigserial PRIMARY KEY,
  generation_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX generation_feedback_generation_idx ON generation_feedback (generation_id, created_at);
