/** Studies as the eligibility engine needs them: rules, scored criteria, sites. */
import type { RelayScreeningResult } from '../../services/relay/adapter.ts';
import type { Queryable } from '../database.ts';
import type { Locale } from '../../../core/locale.ts';
import type { ScoredCriterion, StudyRules } from '../../../core/eligibility/verdict.ts';
import type { Criterion } from '../../../core/eligibility/criteria.ts';
import type { StoredFacts } from '../../../core/eligibility/storedFacts.ts';

type Localized = Record<string, string>;

export interface StudyRecord extends StudyRules {
  id: number;
  externalId: string;
  isSimulation: boolean;
  siteTargetAreaType: string;
  maxDistanceMiles: number | null;
}

const STUDY_COLUMNS = `s.id, s.external_id AS "externalId", s.is_simulation AS "isSimulation", s.min_age AS "minAge", s.max_age AS "maxAge", s.gender,
            s.min_bmi AS "minBmi", s.max_bmi AS "maxBmi", s.site_target_area_type AS "siteTargetAreaType", s.max_distance_miles AS "maxDistanceMiles"`;

export async function studyRecord(db: Queryable, id: number): Promise<StudyRecord | null> {
  const { rows } = await db.query<StudyRecord>(`SELECT ${STUDY_COLUMNS} FROM studies s WHERE s.id = $1`, [id]);
  return rows[0] ?? null;
}

interface CriterionRow {
  id: number; question_id: number; question: Localized; hint: Localized | null; question_type: Criterion['questionType'];
  gender: 'male' | 'female' | null; responses: Array<{ id: number; text: Localized; position: Criterion['responses'][number]['position']; qualifies: boolean; exclusive?: boolean }>;
}

/** What a screening reads of its study: its rules, its criteria with the qualifying answers marked (for the server's verdict only, never sent to the browser), and whether the phone already matched. */
export interface StudyToScreen {
  study: StudyRecord;
  criteria: ScoredCriterion[];
  alreadyMatched: boolean;
  /** The screened lead as stored, when its check held (null without a lead, or when the token is not its own). */
  lead: StoredPerson | null;
  /** The phone the screening is matched by, hashed: the lead's stored phone, else the one the request named. */
  phoneHash: string | null;
}

/** Who is screened: a lead, read with its update token (hashed), or with none when the same request has just saved it. */
export type ScreenedPerson = { leadId: string; tokenHash: string | null };

/** What a screening judges of a lead, as the lead holds it, and the campaign it signed up in. */
export interface StoredPerson extends StoredFacts {
  campaign: string | null;
}

/**
 * A study, its criteria, the screened lead as stored and, when `phoneMatch`, whether another lead of the same person
 * passed a screening for the study, in one statement: a screening's reads ran one after another while the visitor
 * waited for the verdict, each a round trip to the database (and, on PGlite, a turn of its thread). The same person is
 * the same stored phone and the same birth date: a phone is nobody's proof (no message confirms it), so a script that
 * saved a passing lead under a stranger's phone locked that stranger out of the study; it now needs their birth date
 * too. And the same first name (bar case and spaces) and gender where both say: twins sharing a phone were told that
 * they had already pre-qualified, one by the other's pass, and stored as failed. A screening without a lead is matched with nobody: it answered, for any phone a script named, whether that phone
 * had passed the study (a diagnosis, by phone number). Null for an unknown study; without `phoneMatch`, or without a
 * lead, alreadyMatched is false without looking.
 */
export async function studyToScreen(db: Queryable, studyId: number, locale: Locale, lead: ScreenedPerson | null = null, phoneMatch = false): Promise<StudyToScreen | null> {
  const { rows } = await db.query<StudyRecord & { criteria: CriterionRow[]; alreadyMatched: boolean; lead: StoredPerson | null; phoneHash: string | null }>(
    `WITH lead AS (SELECT phone, date_of_birth, first_name, source_info->>'campaign' AS campaign, age, gender, height_cm, weight_kg, postal_code, country
                     FROM leads WHERE id = $2::uuid AND ($3::text IS NULL OR update_token_hash = $3::text)),
          phone AS (SELECT (SELECT encode(sha256(convert_to(phone, 'UTF8')), 'hex') FROM lead WHERE phone <> '') AS hash)
     SELECT ${STUDY_COLUMNS},
            COALESCE((SELECT json_agg(json_build_object('id', c.id, 'question_id', c.question_id, 'question', c.question, 'hint', c.hint,
                                                       'question_type', c.question_type, 'gender', c.gender, 'responses', c.responses) ORDER BY c.sort, c.id)
                        FROM criteria c WHERE c.study_id = s.id), '[]'::json) AS criteria,
            CASE WHEN NOT $4::boolean OR p.hash IS NULL THEN false
                 ELSE EXISTS (SELECT 1 FROM screenings m JOIN leads other ON other.id = m.lead_id
                               WHERE m.phone_hash = p.hash AND m.study_id = s.id AND m.passed AND m.lead_id <> $2::uuid
                                 AND other.date_of_birth = (SELECT date_of_birth FROM lead)
                                 AND lower(btrim(other.first_name)) = lower(btrim((SELECT first_name FROM lead)))
                                 AND (other.gender IS NULL OR (SELECT gender FROM lead) IS NULL OR other.gender = (SELECT gender FROM lead))) END AS "alreadyMatched",
            (SELECT json_build_object('campaign', campaign, 'birthDate', to_char(date_of_birth, 'YYYY-MM-DD'), 'age', age, 'gender', gender,
                                      'heightCm', height_cm, 'weightKg', weight_kg, 'postalCode', postal_code, 'country', country) FROM lead) AS lead,
            p.hash AS "phoneHash"
       FROM studies s, phone p WHERE s.id = $1`, [studyId, lead?.leadId ?? null, lead?.tokenHash ?? null, phoneMatch]);
  const row = rows[0];
  if (!row) return null;
  const { criteria, alreadyMatched, lead: stored, phoneHash, ...study } = row;
  const pick = (l: Localized) => l[locale] ?? l.en ?? '';
  return {
    study,
    criteria: criteria.map((r) => ({
      id: r.id, questionId: r.question_id, question: pick(r.question), hint: r.hint ? pick(r.hint) : null, questionType: r.question_type, gender: r.gender,
      responses: r.responses.map((x) => ({ id: x.id, text: pick(x.text), position: x.position, qualifies: x.qualifies, ...(x.exclusive ? { exclusive: true } : {}) })),
    })),
    alreadyMatched,
    lead: stored,
    phoneHash,
  };
}

/**
 * Stores a screening. A lead has one screening per study: screening again (Back, then Finish again) replaces the
 * verdict, answers and campaign of that row and keeps its id. Anonymous screenings are a row each. A verdict that now
 * refuses the lead cancels its appointments for the study still to come, in the same statement: a booking needs a
 * passed screening (scheduling.ts), and a coordinator would call a person the page had just told they did not qualify.
 * So does a pass at another study site than a site visit's (a new postal code): the visit was kept at a site a
 * thousand miles from the person, who was told nothing (cancelledBooking.ts says it on the page).
 */
export async function saveScreening(db: Queryable, s: {
  leadId: string | null; studyId: number; campaign: string; passed: boolean; fullyQualified: boolean; bioQualified: boolean; criteriaQualified: boolean;
  siteId: number | null; answers: unknown; reasons: string[]; phoneHash: string | null;
}, now: Date): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `WITH saved AS (
       INSERT INTO screenings (lead_id, study_id, campaign, passed, fully_qualified, bio_qualified, criteria_qualified, site_id, answers, reasons, phone_hash)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)
       ON CONFLICT (lead_id, study_id) WHERE lead_id IS NOT NULL DO UPDATE SET
         campaign = EXCLUDED.campaign, passed = EXCLUDED.passed, fully_qualified = EXCLUDED.fully_qualified, bio_qualified = EXCLUDED.bio_qualified,
         criteria_qualified = EXCLUDED.criteria_qualified, site_id = EXCLUDED.site_id, answers = EXCLUDED.answers, reasons = EXCLUDED.reasons,
         phone_hash = EXCLUDED.phone_hash, updated_at = now()
       RETURNING id),
     cancelled AS (DELETE FROM bookings WHERE lead_id = $1::uuid AND study_id = $2::integer AND end_at > $12::timestamptz
                     AND (NOT $4::boolean OR (study_site_id IS NOT NULL AND study_site_id IS DISTINCT FROM $8::integer)))
     SELECT id FROM saved`,
    [s.leadId, s.studyId, s.campaign, s.passed, s.fullyQualified, s.bioQualified, s.criteriaQualified, s.siteId, JSON.stringify(s.answers), s.reasons, s.phoneHash, now.toISOString()]);
  return (rows[0] as { id: string }).id;
}

/**
 * Studies a lead's stored screening did not fully qualify it for (spec §4: studies already failed leave its searches),
 * or null when no lead with this id has this update token: the check and the read in one statement, as a search
 * that names a lead needs both before it can answer.
 */
export async function failedStudyIdsOfProvenLead(db: Queryable, leadId: string, tokenHash: string): Promise<number[] | null> {
  const { rows } = await db.query<{ proven: boolean; failed: number[] }>(
    `SELECT EXISTS (SELECT 1 FROM leads WHERE id = $1 AND update_token_hash = $2) AS proven,
            ARRAY(SELECT study_id FROM screenings WHERE lead_id = $1 AND NOT fully_qualified ORDER BY study_id) AS failed`, [leadId, tokenHash]);
  const row = rows[0];
  return row?.proven ? row.failed : null;
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
