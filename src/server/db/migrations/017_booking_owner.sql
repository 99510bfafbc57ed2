-- A booking belongs to a lead and the study it screened for; the client that made it is kept as a hash so every
-- API process counts one client's bookings per hour in the same place. Bookings made before this stay anonymous.
ALTER TABLE bookings ADD COLUMN lead_id uuid REFERENCES leads(id);
ALTER TABLE bookings ADD COLUMN study_id integer REFERENCES studies(id);
ALTER TABLE bookings ADD COLUMN client_hash text;
CREATE INDEX bookings_lead_active ON bookings (lead_id, end_at) WHERE lead_id IS NOT NULL;
CREATE INDEX bookings_client_created ON bookings (client_hash, created_at) WHERE client_hash IS NOT NULL;
