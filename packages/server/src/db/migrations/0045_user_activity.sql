-- What each user did in the pro toolkit (the spec's user activity entry): the tools the server ran for them
-- and what became of the suggestion prompt. The prompt's rule counts tool uses and reads the last prompt.
CREATE TABLE user_activity (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  action_at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL CHECK (action IN (
    'audience_builder', 'competitor_analysis', 'creators', 'topic_clusters', 'country_stats', 'request',
    'material_download', 'explore', 'suggestion_shown', 'suggestion_accepted', 'suggestion_dismissed')),
  context text NOT NULL DEFAULT '' CHECK (char_length(context) <= 500),
  audience_creator_query_id text CHECK (char_length(audience_creator_query_id) <= 64),
  classifier_id text CHECK (char_length(classifier_id) <= 64)
);
CREATE INDEX user_activity_user_idx ON user_activity (user_id, action_at DESC, id DESC);
