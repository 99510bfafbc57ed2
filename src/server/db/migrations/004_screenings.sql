-- The server's own verdict on each screening, with the answers it judged and the reasons for it.
CREATE TABLE screenings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid REFERENCES leads(id),
  study_id integer NOT NULL REFERENCES studies(id),
  campaign text NOT NULL,
  passed boolean NOT NULL,
  fully_qualified boolean NOT NULL,
  bio_qualified boolean NOT NULL,
  criteria_qualified boolean NOT NULL,
  site_id integer,
  answers jsonb NOT NULL,
  reasons text[] NOT NULL,
  phone_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX screenings_lead ON screenings (lead_id);
CREATE INDEX screenings_phone_study ON screenings (phone_hash, study_id) WHERE passed;
