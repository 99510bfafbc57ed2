-- A screening without a lead is nobody's sign-up: the phone it was sent with is whatever the request named, so it no
-- longer counts as someone already matched to the study (src/server/services/screening.ts). Those stored before keep
-- no phone either: one anonymous request could otherwise keep a chosen person out of a study.
UPDATE screenings SET phone_hash = NULL WHERE lead_id IS NULL;
