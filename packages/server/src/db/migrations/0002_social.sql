-- The social store: public platform data shared by all teams.
-- Ids are the platform's string ids (64-bit ids lose precision as JS numbers).
-- No foreign keys between these tables on purpose: public data arrives in any order and in part
-- (a reply before its parent, a mention of a suspended user), and bulk upserts must not fail on it.
-- Nullable profile/metric columns mean "not known from any source yet"; upserts COALESCE so a
-- partial record (a stub from a mention) never erases what a full one said.

CREATE TABLE accounts (
  id text PRIMARY KEY,
  handle text,
  name text,
  bio text,
  location text,
  url text,
  avatar_url text,
  created_at timestamptz,
  followers_count integer,
  following_count integer,
  post_count integer,
  listed_count integer,
  verified boolean,
  verified_type text,
  protected boolean,
  withheld_in text[],
  -- where the latest version came from: x-v2, x-v1, csv, x-api, demo
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- enrichment (inferred; 'unknown' is a real answer). Methods are documented in @xa/text.
  account_type text NOT NULL DEFAULT 'unknown' CHECK (account_type IN ('person', 'organization', 'unknown')),
  gender text NOT NULL DEFAULT 'unknown' CHECK (gender IN ('female', 'male', 'unknown')),
  gender_confidence real NOT NULL DEFAULT 0,
  age_band text NOT NULL DEFAULT 'unknown',
  country text,
  city text,
  job_group text,
  interests text[] NOT NULL DEFAULT '{}',
  enrichment_version integer NOT NULL DEFAULT 0
);
CREATE INDEX accounts_handle_idx ON accounts (lower(handle));
CREATE INDEX accounts_followers_idx ON accounts (followers_count DESC NULLS LAST);
CREATE INDEX accounts_country_idx ON accounts (country);

CREATE TABLE posts (
  id text PRIMARY KEY,
  author_id text,
  text text NOT NULL DEFAULT '',
  created_at timestamptz,
  lang text,
  lang_source text CHECK (lang_source IN ('platform', 'detected', 'unknown')),
  kind text NOT NULL DEFAULT 'post' CHECK (kind IN ('post', 'reply', 'quote', 'repost')),
  reply_to_post_id text,
  reply_to_account_id text,
  quote_of_id text,
  repost_of_id text,
  conversation_id text,
  like_count integer,
  repost_count integer,
  reply_count integer,
  quote_count integer,
  view_count bigint,
  hashtags text[] NOT NULL DEFAULT '{}',
  mentions text[] NOT NULL DEFAULT '{}',
  urls text[] NOT NULL DEFAULT '{}',
  emojis text[] NOT NULL DEFAULT '{}',
  keywords text[] NOT NULL DEFAULT '{}',
  media jsonb,
  place jsonb,
  withheld_in text[],
  edit_history_ids text[],
  possibly_sensitive boolean,
  client text,
  sentiment text CHECK (sentiment IN ('positive', 'neutral', 'negative')),
  sentiment_score real,
  -- lower-cased tokens from Intl.Segmenter joined by spaces, so Japanese is searchable word by word
  tokens text NOT NULL DEFAULT '',
  search tsvector GENERATED ALWAYS AS (to_tsvector('simple', tokens)) STORED,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  enrichment_version integer NOT NULL DEFAULT 0
);
CREATE INDEX posts_author_created_idx ON posts (author_id, created_at DESC);
CREATE INDEX posts_created_idx ON posts (created_at);
CREATE INDEX posts_conversation_idx ON posts (conversation_id);
CREATE INDEX posts_search_idx ON posts USING gin (search);
CREATE INDEX posts_hashtags_idx ON posts USING gin (hashtags);

CREATE TABLE follows (
  follower_id text NOT NULL,
  followee_id text NOT NULL,
  created_at timestamptz,
  source text NOT NULL,
  PRIMARY KEY (follower_id, followee_id)
);
CREATE INDEX follows_followee_idx ON follows (followee_id);

CREATE TABLE engagements (
  account_id text NOT NULL,
  post_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('like', 'repost', 'reply', 'quote')),
  created_at timestamptz,
  source text NOT NULL,
  PRIMARY KEY (post_id, account_id, kind)
);
CREATE INDEX engagements_account_idx ON engagements (account_id);

CREATE TABLE follower_snapshots (
  account_id text NOT NULL,
  day date NOT NULL,
  followers integer NOT NULL,
  following integer NOT NULL,
  PRIMARY KEY (account_id, day)
);

CREATE TABLE lists (
  id text PRIMARY KEY,
  owner_id text,
  name text NOT NULL,
  description text,
  private boolean,
  member_count integer,
  follower_count integer,
  created_at timestamptz,
  source text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE list_members (
  list_id text NOT NULL,
  account_id text NOT NULL,
  PRIMARY KEY (list_id, account_id)
);
CREATE INDEX list_members_account_idx ON list_members (account_id);

-- One row per generated demo world, so the UI can say the store holds demo data.
CREATE TABLE demo_worlds (
  id serial PRIMARY KEY,
  seed integer NOT NULL,
  accounts integer NOT NULL,
  days integer NOT NULL,
  posts integer NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
