-- What the built-in integration defaults record: partner conversion pixels and ad-security clicks and conversions.
-- Ids and outcomes only: no personal data.
CREATE TABLE pixel_hits (
  id bigserial PRIMARY KEY,
  partner text NOT NULL,
  event text NOT NULL,
  lead_lp_param_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ad_security_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('click', 'conversion')),
  transaction_id text NOT NULL,
  study_id integer NOT NULL,
  utm_source text NOT NULL,
  campaign text NOT NULL,
  responses jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ad_security_events_transaction ON ad_security_events (transaction_id);
