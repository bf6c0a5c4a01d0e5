-- Errors browsers catch and report (uncaught errors, unhandled rejections, the router's error page): the
-- message, the top of the stack, the page, the browser and build, and the user when signed in. Staff read
-- them grouped by message, the most recently seen first. A user's reports go with the user, as their events do.
CREATE TABLE client_errors (
  id bigserial PRIMARY KEY,
  message text NOT NULL,
  stack text,
  url text NOT NULL,
  source text NOT NULL CHECK (source IN ('error', 'unhandledrejection', 'router')),
  user_agent text NOT NULL,
  release text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  received_at timestamptz NOT NULL
);
CREATE INDEX client_errors_message_idx ON client_errors (message, received_at DESC);
CREATE INDEX client_errors_received_idx ON client_errors (received_at);

-- Product-analytics event names are often Title Case words ("Dashboard Theme Toggled"); the contract's rule.
ALTER TABLE app_events DROP CONSTRAINT app_events_name_check;
ALTER TABLE app_events ADD CONSTRAINT app_events_name_check
  CHECK (name ~ '^[A-Za-z]([A-Za-z0-9 _.:-]{0,62}[A-Za-z0-9_.:-])?$');
