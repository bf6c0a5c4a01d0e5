-- Billing: the plan catalogue, subscriptions bought through a payment provider (Stripe, or local
-- billing) or granted by staff, the provider's events handled once each, checkouts and invoices.
CREATE TABLE plans (
  id serial PRIMARY KEY,
  name text NOT NULL,
  interval text NOT NULL CHECK (interval IN ('month', 'year')),
  -- minor units (cents, yen) per currency of the spec's list, e.g. {"USD": 4900, "YEN": 7500}
  prices jsonb NOT NULL,
  features text[] NOT NULL DEFAULT '{}',
  available boolean NOT NULL DEFAULT true,
  -- the provider's product for this plan, made at its first checkout there
  stripe_product_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX plans_name_idx ON plans (lower(name));

INSERT INTO plans (name, interval, prices, features) VALUES
  ('Team', 'month', '{"USD": 4900, "EUR": 4500, "GBP": 3900, "YEN": 7500, "SGD": 6500, "AUD": 7500, "CAD": 6700, "CHF": 4500}', '{audience_upload}'),
  ('Team yearly', 'year', '{"USD": 49000, "EUR": 45000, "GBP": 39000, "YEN": 75000, "SGD": 65000, "AUD": 75000, "CAD": 67000, "CHF": 45000}', '{audience_upload}'),
  ('Pro', 'month', '{"USD": 14900, "EUR": 13900, "GBP": 11900, "YEN": 22000, "SGD": 19900, "AUD": 22900, "INR": 1249900, "BRL": 79900}', '{audience_upload,pro_toolkit}'),
  ('Premium suite', 'month', '{"USD": 2900, "EUR": 2700, "GBP": 2300, "YEN": 4400, "KRW": 39000, "MXN": 49900}', '{premium_suite}'),
  ('Enterprise', 'year', '{"USD": 490000, "EUR": 450000, "GBP": 390000, "YEN": 750000, "KWD": 150000, "SAR": 1850000, "ZAR": 8990000, "NGN": 750000000}', '{audience_upload,pro_toolkit,premium_suite}');

-- Subscriptions: the rows staff set before billing ('manual') keep their plan name and become active
-- or canceled; provider rows carry the provider's ids and the state its events last reported.
ALTER TABLE subscriptions
  ADD COLUMN plan_id integer REFERENCES plans (id) ON DELETE SET NULL,
  ADD COLUMN provider text NOT NULL DEFAULT 'manual' CHECK (provider IN ('manual', 'grant', 'stripe', 'local')),
  ADD COLUMN provider_subscription_id text,
  ADD COLUMN provider_customer_id text,
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'past_due', 'canceled', 'incomplete')),
  ADD COLUMN currency text,
  ADD COLUMN current_period_end timestamptz,
  ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false,
  ADD COLUMN grant_reason text,
  ADD COLUMN granted_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- when the provider made the state kept here: an older event never overwrites a newer one
  ADD COLUMN state_at timestamptz;
UPDATE subscriptions s SET
  status = CASE WHEN s.active THEN 'active' ELSE 'canceled' END,
  plan_id = (SELECT p.id FROM plans p WHERE lower(p.name) = lower(s.plan_name));
ALTER TABLE subscriptions DROP COLUMN active;
CREATE UNIQUE INDEX subscriptions_provider_idx ON subscriptions (provider, provider_subscription_id)
  WHERE provider_subscription_id IS NOT NULL;

-- A team's customer at a provider, made at its first checkout there.
CREATE TABLE billing_customers (
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('stripe', 'local')),
  customer_id text NOT NULL,
  PRIMARY KEY (team_id, provider)
);

-- Checkouts started: the provider's session, the team and plan it buys, who started it.
CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('stripe', 'local')),
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans (id),
  currency text NOT NULL,
  amount bigint NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'failed')),
  url text NOT NULL,
  -- where the browser returns after paying or giving up ({CHECKOUT_SESSION_ID} as Stripe fills it)
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkout_sessions_team_idx ON checkout_sessions (team_id);

-- Each provider event handled once: its id is stored in the transaction that applies it.
CREATE TABLE billing_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- the signature's timestamp of the delivery applied: the same again is a replay, not a redelivery
  signed_at bigint,
  PRIMARY KEY (provider, event_id)
);

-- Invoices as the provider issued them; amounts in the currency's minor units.
CREATE TABLE invoices (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  subscription_id integer REFERENCES subscriptions (id) ON DELETE SET NULL,
  provider text NOT NULL CHECK (provider IN ('stripe', 'local')),
  provider_invoice_id text NOT NULL,
  number text NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'open', 'failed')),
  currency text NOT NULL,
  subtotal bigint NOT NULL,
  tax bigint NOT NULL DEFAULT 0,
  total bigint NOT NULL,
  period_start timestamptz,
  period_end timestamptz,
  lines jsonb NOT NULL DEFAULT '[]',
  billed_to jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  UNIQUE (provider, provider_invoice_id)
);
CREATE INDEX invoices_team_idx ON invoices (team_id, created_at DESC);

-- Settings billing keeps for itself (local billing's webhook signing secret).
CREATE TABLE billing_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
