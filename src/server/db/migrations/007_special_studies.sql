-- Special studies get the large congratulations banner and the call number (spec §9).
ALTER TABLE studies ADD COLUMN is_special boolean NOT NULL DEFAULT false;
