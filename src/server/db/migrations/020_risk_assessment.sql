-- A study may ask the exposure-risk questions (spec §3, the study's web-screener settings: showRiskAssessment).
ALTER TABLE studies ADD COLUMN show_risk_assessment boolean NOT NULL DEFAULT false;
