-- The targeting autopilot ranks terms by lift over the whole store: how many accounts (and posts)
-- use each keyword and hashtag, and how many follow or engage with each account (a handle's term
-- is the account id; its posts count is the engagements with its posts). Counting that means reading every post (slow on a large store),
-- so it is counted once and kept, and counted again when older than the autopilot allows
-- (packages/server/src/targeting/autopilot/store-term-stats.ts). Generations themselves are jobs
-- (kind 'autopilot'): their request is the payload and their package the result.
CREATE TABLE targeting_term_stats (
  kind text NOT NULL CHECK (kind IN ('keyword', 'hashtag', 'handle')),
  term text COLLATE "C" NOT NULL,
  accounts integer NOT NULL,
  posts integer NOT NULL,
  PRIMARY KEY (kind, term)
);

-- One row: when the counts above were made, and the store's size then (the lift's denominators):
-- its accounts, posts, and accounts writing Chinese, Japanese or Korean and writing anything else
-- (a term is compared among the accounts writing its script).
CREATE TABLE targeting_stats_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  accounts integer NOT NULL,
  posts integer NOT NULL,
  cjk_accounts integer NOT NULL,
  other_accounts integer NOT NULL,
  computed_at timestamptz NOT NULL
);
