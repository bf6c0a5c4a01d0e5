-- A person can cancel a background job (an import, a fetch from the X API). A queued one ends at
-- once; a running one is asked to stop (cancel_requested_at), and its worker stops it after the
-- batch or page under way. What it committed by then stays in the store.
ALTER TABLE jobs DROP CONSTRAINT jobs_status_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_status_check
  CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled'));
ALTER TABLE jobs ADD COLUMN cancel_requested_at timestamptz;
