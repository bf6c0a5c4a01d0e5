-- Who followed a connected account at each snapshot, kept compactly: a snapshot row says when and
-- how many, its changes are only the followers gained and lost since the account's snapshot before,
-- and the set as of the latest snapshot is kept once per account to compute the next change. An
-- account of 1,000,000 followers stores its set once, not once a day; "who unfollowed between A and
-- B" reads only the changes between them (a follower whose first change after A and last change up
-- to B are both losses: changes alternate, so it was there at A and gone at B).
CREATE TABLE follower_set_snapshots (
  id bigserial PRIMARY KEY,
  account_id text COLLATE "C" NOT NULL,
  taken_at timestamptz NOT NULL,
  reason text NOT NULL CHECK (reason IN ('schedule', 'import', 'first_view')),
  followers integer NOT NULL,
  gained integer NOT NULL,
  lost integer NOT NULL
);
CREATE INDEX follower_set_snapshots_account_idx ON follower_set_snapshots (account_id, id);

CREATE TABLE follower_set_changes (
  snapshot_id bigint NOT NULL REFERENCES follower_set_snapshots (id) ON DELETE CASCADE,
  follower_id text COLLATE "C" NOT NULL,
  gained boolean NOT NULL,
  PRIMARY KEY (snapshot_id, follower_id)
);

CREATE TABLE follower_set_latest (
  account_id text COLLATE "C" NOT NULL,
  follower_id text COLLATE "C" NOT NULL,
  PRIMARY KEY (account_id, follower_id)
);
