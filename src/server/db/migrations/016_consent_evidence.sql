-- A consent record is evidence: the campaign and step that showed the text, beside the text, its SHA-256 (the
-- text's version), the choice, the language and the time already kept.
ALTER TABLE consents ADD COLUMN campaign text;
ALTER TABLE consents ADD COLUMN step text;
CREATE INDEX consents_lead_time ON consents (lead_id, created_at, id);
