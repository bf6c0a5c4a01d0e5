-- The pro toolkit's request forms: what was asked, by whom, and where it stands. The token is the
-- requester's link to follow it; language is the one they wrote in, for the mail telling them of changes.
CREATE TABLE requests (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('audience', 'download', 'access', 'verification')),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'done', 'declined')),
  token text NOT NULL UNIQUE,
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  subject text NOT NULL DEFAULT '',
  language text NOT NULL DEFAULT 'en',
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX requests_list_idx ON requests (kind, status, created_at DESC, id DESC);
