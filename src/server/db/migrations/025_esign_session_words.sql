-- A signing session keeps whose records its words release, as they were when it started (the person's own, or the
-- participant's for a caregiver): the page shows those words and the signature records them, whatever the lead becomes
-- meanwhile (src/server/services/esign.ts). Sessions from before read the lead, as they did.
ALTER TABLE esign_sessions ADD COLUMN caregiver boolean;
