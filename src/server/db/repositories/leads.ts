/** Lead and consent storage. */
import { createHash } from 'node:crypto';
import type { Queryable } from '../database.ts';
import type { NormalisedLead } from '../../../core/leadRules.ts';

const COLUMNS = `first_name, last_name, phone, email, postal_code, country, gender, date_of_birth, age, weight_kg, height_cm,
  preferred_language, ethnicities, indications, source_id, source_study_ids, source_info, additional_fields, screenings, caregiver`;

function values(lead: NormalisedLead): unknown[] {
  return [
    lead.firstName, lead.lastName, lead.phone1, lead.email ?? null, lead.postalCode, lead.country, lead.gender ?? null,
    lead.dateOfBirth ?? null, lead.age ?? null, lead.weightKg ?? null, lead.heightCm ?? null, lead.preferredLanguage ?? null,
    lead.ethnicities ?? [], lead.indications ?? [], lead.sourceId ?? null, lead.sourceStudyIds ?? [],
    JSON.stringify(lead.sourceInfo ?? {}), JSON.stringify(lead.additionalFields ?? {}), JSON.stringify(lead.screenings ?? []),
    lead.caregiver ? JSON.stringify(lead.caregiver) : null,
  ];
}

export async function insertLead(db: Queryable, lead: NormalisedLead, tokenHash: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO leads (update_token_hash, ${COLUMNS}) VALUES ($1, ${Array.from({ length: 20 }, (_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
    [tokenHash, ...values(lead)]);
  return (rows[0] as { id: string }).id;
}

/** Updates the lead when the token matches; returns whether a row was updated. */
export async function updateLead(db: Queryable, id: string, tokenHash: string, lead: NormalisedLead): Promise<boolean> {
  const sets = COLUMNS.split(',').map((c, i) => `${c.trim()} = $${i + 3}`).join(', ');
  const { rows } = await db.query<{ id: string }>(
    `UPDATE leads SET ${sets}, updated_at = now() WHERE id = $1 AND update_token_hash = $2 RETURNING id`, [id, tokenHash, ...values(lead)]);
  return rows.length > 0;
}

/** Whether a lead with this id exists. */
export async function leadExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM leads WHERE id = $1', [id])).rows.length > 0;
}

export async function leadTokenMatches(db: Queryable, id: string, tokenHash: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM leads WHERE id = $1 AND update_token_hash = $2', [id, tokenHash]);
  return rows.length > 0;
}

/** One consent as stored: the choice, the exact text shown and the step that showed it. */
export interface ConsentRow {
  type: string;
  granted: boolean;
  text: string;
  step: string | null;
  details?: Record<string, unknown>;
}

/** Appends consents (the table refuses updates and deletes); the text's SHA-256 identifies its version. */
export async function insertConsents(db: Queryable, leadId: string, consents: readonly ConsentRow[], meta: { locale: string | null; campaign: string | null }): Promise<number> {
  for (const c of consents) {
    const hash = createHash('sha256').update(c.text).digest('hex');
    await db.query('INSERT INTO consents (lead_id, type, granted, text, text_sha256, locale, details, campaign, step) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [leadId, c.type, c.granted, c.text, hash, meta.locale, c.details ? JSON.stringify(c.details) : null, meta.campaign, c.step]);
  }
  return consents.length;
}

/** One person's consent history, oldest first: what a consent record proves (consents:export). */
export interface ConsentHistoryEntry {
  id: number;
  type: string;
  granted: boolean;
  text: string | null;
  textSha256: string | null;
  locale: string | null;
  campaign: string | null;
  step: string | null;
  details: Record<string, unknown> | null;
  recordedAt: string;
}

export async function consentHistory(db: Queryable, leadId: string): Promise<ConsentHistoryEntry[]> {
  const { rows } = await db.query<ConsentHistoryEntry>(
    `SELECT id::int AS id, type, granted, text, text_sha256 AS "textSha256", locale, campaign, step, details,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "recordedAt"
       FROM consents WHERE lead_id = $1 ORDER BY created_at, id`, [leadId]);
  return rows;
}

export interface StoredLead {
  id: string;
  createdAt: string;
  updatedAt: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  postalCode: string;
  country: string;
  gender: string | null;
  dateOfBirth: string | null;
  age: number | null;
  preferredLanguage: string | null;
  ethnicities: number[];
  indications: number[];
  sourceStudyIds: number[];
  sourceInfo: Record<string, unknown>;
  additionalFields: Record<string, unknown>;
  heightCm: number | null;
  weightKg: number | null;
  caregiver: Record<string, unknown> | null;
  consents: Array<{ type: string; granted: boolean }>;
}

/** Every lead with its consents, oldest first (leads:export and tests). */
export async function listLeads(db: Queryable): Promise<StoredLead[]> {
  const { rows } = await db.query<StoredLead>(
    `SELECT l.id, to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
            to_char(l.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt",
            first_name AS "firstName", last_name AS "lastName", phone, email, postal_code AS "postalCode", country, gender,
            to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", age, preferred_language AS "preferredLanguage", ethnicities, indications,
            source_study_ids AS "sourceStudyIds", source_info AS "sourceInfo", additional_fields AS "additionalFields", caregiver,
            height_cm AS "heightCm", weight_kg AS "weightKg",
            COALESCE((SELECT json_agg(json_build_object('type', c.type, 'granted', c.granted) ORDER BY c.id) FROM consents c WHERE c.lead_id = l.id), '[]'::json) AS consents
       FROM leads l ORDER BY l.created_at, l.id`);
  return rows;
}

/** Adds the questionnaire to a lead whose token matches; returns whether it did. */
export async function saveSurvey(db: Queryable, id: string, tokenHash: string, survey: { heightCm?: number; weightKg?: number; ethnicities?: number[]; surveyQuestions: unknown[] }): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE leads SET height_cm = COALESCE($3, height_cm), weight_kg = COALESCE($4, weight_kg), ethnicities = COALESCE($5, ethnicities),
            additional_fields = additional_fields || jsonb_build_object('surveyQuestions', $6::jsonb), updated_at = now()
      WHERE id = $1 AND update_token_hash = $2 RETURNING id`,
    [id, tokenHash, survey.heightCm ?? null, survey.weightKg ?? null, survey.ethnicities ? survey.ethnicities.filter((e) => e !== -1) : null, JSON.stringify(survey.surveyQuestions)]);
  return rows.length > 0;
}
