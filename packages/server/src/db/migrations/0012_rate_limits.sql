-- Abuse limits (sign-in codes per address and per IP, invites per team...) counted per fixed
-- window in the database, so every server process sharing the database shares the counts. One
-- row per key and window; expired windows are swept now and then by the limiter itself.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_expires_at ON rate_limits (expires_at);
