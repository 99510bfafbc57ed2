-- Temporary links of the built-in prefilled-lead relay: a link lets whoever holds its slug read one existing lead's
-- contact details until it expires, send one screening result and one indications update for that lead.
-- Only the SHA-256 of the slug is stored, so a copy of this table cannot be turned back into working links.
CREATE TABLE temp_links (
  slug_hash text PRIMARY KEY CHECK (slug_hash ~ '^[0-9a-f]{64}$'),
  lead_id uuid NOT NULL REFERENCES leads(id),
  -- A link made for a study answers for that study only.
  study_id integer REFERENCES studies(id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Each write is single-use: set by the write that used it, so a replayed or leaked link cannot write again.
  screening_submitted_at timestamptz,
  indications_updated_at timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX temp_links_lead ON temp_links (lead_id);
