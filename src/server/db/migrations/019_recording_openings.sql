-- A recording is opened by the server (POST /api/sr/open), which picks its id and keeps who opened it: a SHA-256 of
-- the opener's CSRF secret cookie. Uploads are accepted only for a recording opened for the same caller. Sessions
-- recorded before this were never opened: further batches for them are refused.
CREATE TABLE recording_openings (
  id text PRIMARY KEY,
  caller_hash text NOT NULL,
  opened_at timestamptz NOT NULL DEFAULT now()
);
