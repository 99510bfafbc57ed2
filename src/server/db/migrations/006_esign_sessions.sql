-- E-signature sessions of the built-in signing page: one per consent asked for, signed at most once.
CREATE TABLE esign_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid NOT NULL REFERENCES leads(id),
  mode text NOT NULL CHECK (mode IN ('web', 'sms')),
  locale text NOT NULL,
  return_path text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'signed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  signed_at timestamptz
);
