-- One screening per lead and study: a lead that screens again for a study (Back, then Finish again) updates its row.
-- Anonymous screenings (no lead) have nothing to be idempotent on and stay one row each.
ALTER TABLE screenings ADD COLUMN updated_at timestamptz;
UPDATE screenings SET updated_at = created_at;
ALTER TABLE screenings ALTER COLUMN updated_at SET NOT NULL;
ALTER TABLE screenings ALTER COLUMN updated_at SET DEFAULT now();

-- The duplicates made before this migration: each lead's latest screening for a study is its verdict. When that
-- latest one failed only as 'already_matched' and every earlier passed screening of the study with the same phone
-- was the lead's own, the lead matched itself (the defect this migration ends): its verdict is the pass it earned.
UPDATE screenings s
   SET passed = true, fully_qualified = true, reasons = '{}'
 WHERE s.lead_id IS NOT NULL AND s.phone_hash IS NOT NULL AND s.reasons = ARRAY['already_matched']
   AND EXISTS (SELECT 1 FROM screenings own
                WHERE own.lead_id = s.lead_id AND own.study_id = s.study_id AND own.passed AND own.created_at < s.created_at)
   AND NOT EXISTS (SELECT 1 FROM screenings other
                    WHERE other.phone_hash = s.phone_hash AND other.study_id = s.study_id AND other.passed AND other.created_at < s.created_at
                      AND other.lead_id IS DISTINCT FROM s.lead_id);

DELETE FROM screenings s
 WHERE s.lead_id IS NOT NULL
   AND EXISTS (SELECT 1 FROM screenings newer
                WHERE newer.lead_id = s.lead_id AND newer.study_id = s.study_id
                  AND (newer.created_at > s.created_at OR (newer.created_at = s.created_at AND newer.id > s.id)));

CREATE UNIQUE INDEX screenings_lead_study ON screenings (lead_id, study_id) WHERE lead_id IS NOT NULL;
