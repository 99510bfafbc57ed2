-- Idempotency keys are bound to the client that first used them (a hash of its CSRF secret cookie), and their stored
-- responses are sealed under that client's secret: no update token is kept in plain text. Rows stored before this
-- have no caller; their plaintext tokens are removed and such a key is refused (422) rather than replayed.
ALTER TABLE idempotency_keys ADD COLUMN caller_hash text;
UPDATE idempotency_keys SET response = NULL WHERE response IS NOT NULL;

-- A signing link has its own secret (stored as its SHA-256) and expires; the session id alone opens nothing.
-- Sessions started before this have no secret: their links no longer open, the lead's own browser can still read them.
ALTER TABLE esign_sessions ADD COLUMN link_secret_hash text;
ALTER TABLE esign_sessions ADD COLUMN link_expires_at timestamptz;
