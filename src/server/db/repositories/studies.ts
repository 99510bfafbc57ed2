/** Studies as the eligibility engine needs them: rules, scored criteria, sites. */
import type { RelayScreeningResult } from '../../services/relay/adapter.ts';
import type { Queryable } from '../database.ts';
import type { Locale } from '../../../core/locale.ts';
import type { ScoredCriterion, StudyRules } from '../../../core/eligibility/verdict.ts';
import type { Criterion } from '../../../core/eligibility/criteria.ts';

type Localized = Record<string, string>;

export interface StudyRecord extends StudyRules {
  id: number;
  externalId: string;
  isSimulation: boolean;
  siteTargetAreaType: string;
  maxDistanceMiles: number | null;
}

export async function studyRecord(db: Queryable, id: number): Promise<StudyRecord | null> {
  const { rows } = await db.query<StudyRecord>(
    `SELECT id, external_id AS "externalId", is_simulation AS "isSimulation", min_age AS "minAge", max_age AS "maxAge", gender,
            min_bmi AS "minBmi", max_bmi AS "maxBmi", site_target_area_type AS "siteTargetAreaType", max_distance_miles AS "maxDistanceMiles"
       FROM studies WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

interface CriterionRow {
  id: number; question_id: number; question: Localized; hint: Localized | null; question_type: Criterion['questionType'];
  gender: 'male' | 'female' | null; responses: Array<{ id: number; text: Localized; position: Criterion['responses'][number]['position']; qualifies: boolean }>;
}

/** Criteria with the qualifying answers marked: for the server's verdict only, never sent to the browser. */
export async function scoredCriteria(db: Queryable, studyId: number, locale: Locale): Promise<ScoredCriterion[]> {
  const { rows } = await db.query<CriterionRow>('SELECT id, question_id, question, hint, question_type, gender, responses FROM criteria WHERE study_id = $1 ORDER BY sort, id', [studyId]);
  const pick = (l: Localized) => l[locale] ?? l.en ?? '';
  return rows.map((r) => ({
    id: r.id, questionId: r.question_id, question: pick(r.question), hint: r.hint ? pick(r.hint) : null, questionType: r.question_type, gender: r.gender,
    responses: r.responses.map((x) => ({ id: x.id, text: pick(x.text), position: x.position, qualifies: x.qualifies })),
  }));
}

/**
 * Stores a screening. A lead has one screening per study: screening again (Back, then Finish again) replaces the
 * verdict, answers and campaign of that row and keeps its id. Anonymous screenings are a row each.
 */
export async function saveScreening(db: Queryable, s: {
  leadId: string | null; studyId: number; campaign: string; passed: boolean; fullyQualified: boolean; bioQualified: boolean; criteriaQualified: boolean;
  siteId: number | null; answers: unknown; reasons: string[]; phoneHash: string | null;
}): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO screenings (lead_id, study_id, campaign, passed, fully_qualified, bio_qualified, criteria_qualified, site_id, answers, reasons, phone_hash)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)
     ON CONFLICT (lead_id, study_id) WHERE lead_id IS NOT NULL DO UPDATE SET
       campaign = EXCLUDED.campaign, passed = EXCLUDED.passed, fully_qualified = EXCLUDED.fully_qualified, bio_qualified = EXCLUDED.bio_qualified,
       criteria_qualified = EXCLUDED.criteria_qualified, site_id = EXCLUDED.site_id, answers = EXCLUDED.answers, reasons = EXCLUDED.reasons,
       phone_hash = EXCLUDED.phone_hash, updated_at = now()
     RETURNING id`,
    [s.leadId, s.studyId, s.campaign, s.passed, s.fullyQualified, s.bioQualified, s.criteriaQualified, s.siteId, JSON.stringify(s.answers), s.reasons, s.phoneHash]);
  return (rows[0] as { id: string }).id;
}

/**
 * Already matched: a passed screening for this study from the same phone by someone else, that is another lead or
 * an anonymous visitor. The screening lead's own row never counts against it.
 */
export async function alreadyMatched(db: Queryable, phoneHash: string, studyId: number, leadId: string | null): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM screenings WHERE phone_hash = $1 AND study_id = $2 AND passed AND ($3::uuid IS NULL OR lead_id IS DISTINCT FROM $3::uuid) LIMIT 1',
    [phoneHash, studyId, leadId]);
  return rows.length > 0;
}

/** Studies a lead's stored screening did not fully qualify it for (spec §4: studies already failed leave its searches). */
export async function failedStudyIdsOfLead(db: Queryable, leadId: string): Promise<number[]> {
  const { rows } = await db.query<{ study_id: number }>('SELECT study_id FROM screenings WHERE lead_id = $1 AND NOT fully_qualified ORDER BY study_id', [leadId]);
  return rows.map((r) => r.study_id);
}

/** A screening's stored verdict, as the relay sends it: the server's own judgement, never the browser's. */
export async function storedScreeningResult(db: Queryable, screeningId: string): Promise<RelayScreeningResult | null> {
  const { rows } = await db.query<RelayScreeningResult>(
    `SELECT id AS "screeningId", study_id AS "studyId", campaign, passed, fully_qualified AS "fullyQualified",
            criteria_qualified AS "criteriaQualified", bio_qualified AS "bioQualified", site_id AS "siteId", reasons,
            to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "screenedAt"
       FROM screenings WHERE id = $1`, [screeningId]);
  return rows[0] ?? null;
}
