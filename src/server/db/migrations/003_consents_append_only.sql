-- Consents are an append-only record: a consent given or refused is never edited or removed, only followed by a newer one.
ALTER TABLE consents ADD COLUMN text_sha256 text;

CREATE FUNCTION consents_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consents are append-only';
END;
$$;

CREATE TRIGGER consents_no_update BEFORE UPDATE OR DELETE ON consents
  FOR EACH ROW EXECUTE FUNCTION consents_append_only();
