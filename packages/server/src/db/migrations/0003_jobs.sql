-- Background jobs, claimed with FOR UPDATE SKIP LOCKED so any number of workers can share them.
-- A running job holds a lease (locked_until) that its worker renews; a job whose lease ran out
-- (its worker crashed) is claimed again and resumes from its checkpoint.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  progress jsonb NOT NULL DEFAULT '{}',
  checkpoint jsonb,
  result jsonb,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  locked_by text,
  locked_until timestamptz,
  run_after timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX jobs_claim_idx ON jobs (run_after, id) WHERE status IN ('queued', 'running');
CREATE INDEX jobs_created_by_idx ON jobs (created_by, id DESC);

-- Uploaded files live in the database (in 1 MiB chunks), so a job can run on any machine.
CREATE TABLE uploads (
  id bigserial PRIMARY KEY,
  filename text NOT NULL,
  size bigint NOT NULL DEFAULT 0,
  chunks integer NOT NULL DEFAULT 0,
  complete boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE upload_chunks (
  upload_id bigint NOT NULL REFERENCES uploads (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (upload_id, seq)
);

-- Tokens that let the local ingest CLI hand a file to the running server (written to the data
-- folder for the CLI to read; PGlite cannot be opened by two processes at once).
CREATE TABLE ingest_tokens (
  token text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
