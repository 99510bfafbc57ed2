-- Scheduling: resources (study coordinators for secondary screening, study-site calendars) and their bookings.
CREATE TABLE scheduling_resources (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('coordinator', 'site')),
  study_site_id integer REFERENCES sites(id),
  name text NOT NULL,
  timezone text NOT NULL,
  slot_minutes integer NOT NULL CHECK (slot_minutes BETWEEN 5 AND 240),
  min_notice_minutes integer NOT NULL DEFAULT 60,
  working_hours jsonb NOT NULL
);

CREATE TABLE site_scheduling (
  study_site_id integer PRIMARY KEY REFERENCES sites(id),
  enabled boolean NOT NULL
);

-- One booking per resource and start: the database, not a check-then-insert, prevents double booking.
CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  resource_id integer NOT NULL REFERENCES scheduling_resources(id),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('secondary_screening', 'site')),
  study_site_id integer,
  description text NOT NULL,
  what text NOT NULL,
  location text NOT NULL,
  customer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bookings_one_per_slot UNIQUE (resource_id, start_at)
);
