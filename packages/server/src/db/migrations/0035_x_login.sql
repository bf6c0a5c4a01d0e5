-- Sign in with X. A user who signs in with an X account that gives no e-mail has none (''), so the
-- e-mail stays unique only where there is one.
ALTER TABLE users DROP CONSTRAINT users_email_key;
CREATE UNIQUE INDEX users_email_key ON users (email) WHERE email <> '';

-- The X account's tokens, sealed with the server key for this row (never stored or answered in clear).
ALTER TABLE social_accounts
  ADD COLUMN token_sealed text,
  ADD COLUMN token_expires_at timestamptz,
  ADD COLUMN last_login timestamptz;

-- One sign-in or connect attempt: the state sent to the provider (only its hash is kept), single use,
-- expiring. The PKCE verifier or the OAuth 1.0a request token's secret is sealed.
CREATE TABLE social_login_attempts (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('login', 'connect')),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX social_login_attempts_expiry_idx ON social_login_attempts (expires_at);

-- The built-in X sandbox, a provider of its own: the codes and tokens it issued for store accounts.
-- Only hashes are kept, as a real provider would.
CREATE TABLE x_sandbox_grants (
  code_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('code', 'request_token', 'access', 'refresh')),
  account_id text COLLATE "C",
  challenge text NOT NULL DEFAULT '',
  redirect_uri text NOT NULL DEFAULT '',
  expires_at timestamptz NOT NULL
);
CREATE INDEX x_sandbox_grants_expiry_idx ON x_sandbox_grants (expires_at);
