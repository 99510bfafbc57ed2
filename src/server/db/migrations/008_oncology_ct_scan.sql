-- Oncology studies end with the oncology confirmation; CT-scan studies ask for the CT appointment date.
ALTER TABLE studies ADD COLUMN is_oncology boolean NOT NULL DEFAULT false;
ALTER TABLE studies ADD COLUMN ct_scan_appointment boolean NOT NULL DEFAULT false;
