-- consents_lead_time (lead_id, created_at, id) answers every lookup by lead that consents_lead (lead_id) answered, so
-- the older index only cost each consent written one more index entry (four a sign-up).
DROP INDEX IF EXISTS consents_lead;
