-- Errors reported by browsers (POST /api/errors): severity, message and non-personal context (spec §7).
CREATE TABLE client_errors (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id text NOT NULL UNIQUE,
  received_at timestamptz NOT NULL DEFAULT now(),
  severity text NOT NULL CHECK (severity IN ('fatal', 'error', 'warning', 'info')),
  code text,
  message text NOT NULL,
  stack text,
  details jsonb NOT NULL DEFAULT '{}',
  campaign text,
  flow text,
  page text NOT NULL,
  page_history text[] NOT NULL DEFAULT '{}',
  query jsonb NOT NULL DEFAULT '{}',
  lead_lp_param_id text,
  locale text,
  user_agent text
);
CREATE INDEX client_errors_received_at ON client_errors (received_at);
CREATE INDEX client_errors_code ON client_errors (code) WHERE code IS NOT NULL;
