-- Catalogue: indications, studies, criteria, sites, postal-code coordinates.
CREATE TABLE indication_categories (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_es text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE indications (
  id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES indication_categories(id),
  slug text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_es text NOT NULL,
  show_for_signup boolean NOT NULL DEFAULT true,
  kind text NOT NULL CHECK (kind IN ('chronic', 'vaccine'))
);

CREATE TABLE studies (
  id integer PRIMARY KEY,
  external_id text NOT NULL UNIQUE,
  name text NOT NULL,
  title jsonb NOT NULL,
  description jsonb NOT NULL,
  is_simulation boolean NOT NULL DEFAULT false,
  min_age integer,
  max_age integer,
  gender text NOT NULL DEFAULT 'any' CHECK (gender IN ('any', 'male', 'female')),
  min_bmi double precision,
  max_bmi double precision,
  site_target_area_type text NOT NULL DEFAULT 'Distance',
  max_distance_miles double precision,
  transportation_required boolean NOT NULL DEFAULT false,
  patient_compensation_amount double precision,
  patient_compensation_note jsonb,
  internal_status text NOT NULL DEFAULT 'Recruiting',
  secondary_screening boolean NOT NULL DEFAULT false,
  medical_records boolean NOT NULL DEFAULT false,
  partner_screener text,
  web_screener_url text
);

CREATE TABLE study_indications (
  study_id integer NOT NULL REFERENCES studies(id),
  indication_id integer NOT NULL REFERENCES indications(id),
  PRIMARY KEY (study_id, indication_id)
);

CREATE TABLE criteria (
  id integer PRIMARY KEY,
  study_id integer NOT NULL REFERENCES studies(id),
  question_id integer NOT NULL,
  sort integer NOT NULL,
  question jsonb NOT NULL,
  hint jsonb,
  question_type text NOT NULL CHECK (question_type IN ('select_one', 'yes_no_unsure', 'select_multiple')),
  gender text CHECK (gender IN ('male', 'female')),
  responses jsonb NOT NULL
);

CREATE TABLE sites (
  id integer PRIMARY KEY,
  study_id integer NOT NULL REFERENCES studies(id),
  ss_ext_id text NOT NULL,
  name text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  postal_code text NOT NULL,
  country text NOT NULL
);

CREATE TABLE postal_codes (
  country text NOT NULL,
  postal_code text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  PRIMARY KEY (country, postal_code)
);

-- Visits and leads.
CREATE TABLE landings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  signup text NOT NULL,
  study_id integer,
  indication_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  update_token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL,
  email text,
  postal_code text NOT NULL,
  country text NOT NULL,
  gender text,
  date_of_birth date,
  age integer,
  weight_kg double precision,
  height_cm double precision,
  preferred_language text,
  ethnicities integer[] NOT NULL DEFAULT '{}',
  indications integer[] NOT NULL DEFAULT '{}',
  source_id text,
  source_study_ids integer[] NOT NULL DEFAULT '{}',
  source_info jsonb NOT NULL DEFAULT '{}',
  additional_fields jsonb NOT NULL DEFAULT '{}',
  screenings jsonb NOT NULL DEFAULT '[]',
  caregiver jsonb
);

CREATE TABLE consents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads(id),
  type text NOT NULL,
  granted boolean NOT NULL,
  text text,
  locale text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consents_lead ON consents (lead_id);

-- A retried request with the same key gets the first response; shared by every API process.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- Tracking without personal data.
CREATE TABLE actions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  signup text NOT NULL,
  route_path text NOT NULL,
  actions text[] NOT NULL,
  has_questions boolean,
  query jsonb NOT NULL DEFAULT '{}',
  lead_lp_param_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE router_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  signup text NOT NULL,
  study_external_id text,
  to_path text NOT NULL,
  from_path text NOT NULL,
  path text NOT NULL,
  query jsonb NOT NULL DEFAULT '{}',
  lead_lp_param_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE redirect_debug (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  referrer_url text,
  attempted_campaign text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
