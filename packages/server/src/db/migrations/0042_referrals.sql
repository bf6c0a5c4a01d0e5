-- The premium suite's referral link: one code per user, and who signed up through whose link.
CREATE TABLE referral_codes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A user is referred at most once, by the first link they came through as a new user.
CREATE TABLE referrals (
  referred_user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  referrer_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referrals_referrer_idx ON referrals (referrer_user_id, created_at);
