/** Lead and consent storage. */
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../database.ts';
import type { NormalisedLead } from '../../../core/leadRules.ts';
import { Params } from './statement.ts';
import type { ClaimPart } from './idempotency.ts';
import { CONTACT_BOUND_CONSENTS } from '../../../core/consentContact.ts';
import type { LeadPerson } from '../../../core/samePerson.ts';

/**
 * The lead's columns and their types, in the order of values(). Not `screenings`: the lead body's list of verdicts is
 * the browser's say (the spec names it in the body) and is stored nowhere; the column holds the server's own verdicts
 * a relay sent (tempLinks.ts), which a later change of the lead keeps.
 */
const LEAD_COLUMNS = [
  ['first_name', 'text'], ['last_name', 'text'], ['phone', 'text'], ['email', 'text'], ['postal_code', 'text'], ['country', 'text'],
  ['gender', 'text'], ['date_of_birth', 'date'], ['age', 'integer'], ['weight_kg', 'double precision'], ['height_cm', 'double precision'],
  ['preferred_language', 'text'], ['ethnicities', 'integer[]'], ['indications', 'integer[]'], ['source_id', 'text'], ['source_study_ids', 'integer[]'],
  ['source_info', 'jsonb'], ['additional_fields', 'jsonb'], ['caregiver', 'jsonb'],
] as const;
const COLUMNS = LEAD_COLUMNS.map(([column]) => column).join(', ');

function values(lead: NormalisedLead): unknown[] {
  return [
    lead.firstName, lead.lastName, lead.phone1, lead.email ?? null, lead.postalCode, lead.country, lead.gender ?? null,
    lead.dateOfBirth ?? null, lead.age ?? null, lead.weightKg ?? null, lead.heightCm ?? null, lead.preferredLanguage ?? null,
    lead.ethnicities ?? [], lead.indications ?? [], lead.sourceId ?? null, lead.sourceStudyIds ?? [],
    JSON.stringify(lead.sourceInfo ?? {}), JSON.stringify(lead.additionalFields ?? {}),
    lead.caregiver ? JSON.stringify(lead.caregiver) : null,
  ];
}

const INSERT_LEAD = `INSERT INTO leads (id, update_token_hash, ${COLUMNS}) VALUES (${Array.from({ length: LEAD_COLUMNS.length + 2 }, (_, i) => `$${i + 1}`).join(', ')})`;

/** Inserts a lead (under `id`, else a new one) and returns its id. */
export async function insertLead(db: Queryable, lead: NormalisedLead, tokenHash: string, id: string = randomUUID()): Promise<string> {
  await db.query(INSERT_LEAD, [id, tokenHash, ...values(lead)]);
  return id;
}

/** One consent as stored: the choice, the exact text shown and the step that showed it. */
export interface ConsentRow {
  type: string;
  granted: boolean;
  text: string;
  step: string | null;
  details?: Record<string, unknown>;
}

const CONSENT_COLUMNS = 'lead_id, type, granted, text, text_sha256, locale, details, campaign, step';

/** `VALUES` rows for consents, typed, in the order given (their ids follow it); the text's SHA-256 identifies its version. */
function consentRows(p: Params, leadId: string, consents: readonly ConsentRow[], meta: { locale: string | null; campaign: string | null }): string {
  const lead = p.add(leadId, 'uuid');
  const locale = p.add(meta.locale, 'text');
  const campaign = p.add(meta.campaign, 'text');
  return consents.map((c) => `(${lead}, ${p.add(c.type, 'text')}, ${p.add(c.granted, 'boolean')}, ${p.add(c.text, 'text')}, ${p.add(createHash('sha256').update(c.text).digest('hex'), 'text')}, ${locale}, ${p.add(c.details ? JSON.stringify(c.details) : null, 'jsonb')}, ${campaign}, ${p.add(c.step, 'text')})`).join(', ');
}

/** Consents to store with a lead: the records, and the language and campaign of the page that showed them. */
export interface ConsentsGiven {
  rows: readonly ConsentRow[];
  meta: { locale: string | null; campaign: string | null };
}

/** A new lead to insert in one statement, with its consents and, with `claim`, the idempotency key's claim. */
export interface NewLead {
  id: string;
  lead: NormalisedLead;
  tokenHash: string;
  claim: ClaimPart | null;
  consents: ConsentsGiven | null;
}

/**
 * The common table expressions of one new lead, each name after `prefix`: the claim (made first), the lead (only with
 * the claim) and its consents (only with the lead). `written` names the one that yields a row when the lead was written.
 */
function newLeadParts(p: Params, { id, lead, tokenHash, claim, consents }: NewLead, prefix: string): { ctes: string[]; written: string } {
  const claimName = `${prefix}claim`;
  const leadName = `${prefix}lead`;
  const ctes = claim ? [claim(p, undefined, claimName)] : [];
  const row = [p.add(id, 'uuid'), p.add(tokenHash, 'text'), ...values(lead).map((v, i) => p.add(v, (LEAD_COLUMNS[i] as readonly [string, string])[1]))];
  ctes.push(`${leadName} AS (INSERT INTO leads (id, update_token_hash, ${COLUMNS}) SELECT ${row.join(', ')}${claim ? ` WHERE EXISTS (SELECT 1 FROM ${claimName})` : ''} RETURNING 1)`);
  // The consents' foreign key is checked at the end of the statement, when the lead is in.
  if (consents?.rows.length) ctes.push(`${prefix}added AS (INSERT INTO consents (${CONSENT_COLUMNS}) SELECT * FROM (VALUES ${consentRows(p, id, consents.rows, consents.meta)}) AS v WHERE EXISTS (SELECT 1 FROM ${leadName}) RETURNING 1)`);
  return { ctes, written: claim ? claimName : leadName };
}

/**
 * Inserts a lead under `id`, with its consents, in one statement; with `claim`, only when the statement also claims
 * the idempotency key (the claim is made first, and the lead and consents only with it). Returns whether it wrote.
 */
export async function insertLeadInOneStatement(db: Queryable, id: string, lead: NormalisedLead, tokenHash: string, claim: ClaimPart | null, consents: ConsentsGiven | null): Promise<boolean> {
  const p = new Params();
  const { ctes, written } = newLeadParts(p, { id, lead, tokenHash, claim, consents }, '');
  const { rows } = await db.query<{ written: number }>(`WITH ${ctes.join(', ')} SELECT count(*)::int AS written FROM ${written}`, p.values);
  return rows[0]?.written === 1;
}

/**
 * Several new leads in one statement, each as insertLeadInOneStatement would write it alone: one commit for all, and
 * for each whether it was written (a key already claimed writes nothing of its lead; of two claims of one key in the
 * statement, the first is made and the second finds the key taken, on both databases). A statement that fails writes
 * none of them.
 */
export async function insertLeadsInOneStatement(db: Queryable, leads: readonly NewLead[]): Promise<boolean[]> {
  const p = new Params();
  const parts = leads.map((lead, i) => newLeadParts(p, lead, `n${i}_`));
  const counts = parts.map(({ written }, i) => `(SELECT count(*) FROM ${written})::int AS w${i}`);
  const { rows } = await db.query<Record<string, number>>(`WITH ${parts.flatMap(({ ctes }) => ctes).join(', ')} SELECT ${counts.join(', ')}`, p.values);
  return leads.map((_lead, i) => rows[0]?.[`w${i}`] === 1);
}

/**
 * What produced the lead stays on it: an update (a lead-update page, a later step of another campaign in the same
 * visit) adds its studies and attribution keys to the lead's and overwrites none that have a value (an update from lu
 * erased the study and the campaign the lead came from, and each refresh's landing id replaced the visit's first).
 */
const KEPT_ON_UPDATE: Record<string, (given: string) => string> = {
  source_study_ids: (given) => `source_study_ids || ARRAY(SELECT s FROM unnest(${given}) AS s WHERE s <> ALL(source_study_ids))`,
  source_info: (given) => `${given} || jsonb_strip_nulls(source_info)`,
  // The survey's answers come by their own request (saveSurvey); a later change from the pages, which carry none, keeps them.
  additional_fields: (given) => `CASE WHEN additional_fields ? 'surveyQuestions' THEN jsonb_build_object('surveyQuestions', additional_fields -> 'surveyQuestions') || ${given} ELSE ${given} END`,
};

/** The SET list that writes every column of the lead, each value typed: one list for both ways a lead is changed. */
function leadSets(p: Params, lead: NormalisedLead): string {
  return values(lead).map((v, i) => {
    const [column, type] = LEAD_COLUMNS[i] as readonly [string, string];
    const given = p.add(v, type);
    return `${column} = ${KEPT_ON_UPDATE[column]?.(given) ?? given}`;
  }).join(', ');
}

/**
 * The common table expressions of a change to the lead whose update token matches: `owner`; with `claim`, the
 * idempotency key's claim, made only for that lead (a wrong token claims nothing, so no answer is ever stored for it);
 * and `changed`, the update (`sets`), made only with the claim. `changed` yields a row when the change was made.
 */
function changeOfOwnLead(p: Params, id: string, tokenHash: string, claim: ClaimPart | null, sets: (p: Params) => string): string[] {
  const leadId = p.add(id, 'uuid');
  const hash = p.add(tokenHash, 'text');
  const ctes = [`owner AS (SELECT 1 FROM leads WHERE id = ${leadId} AND update_token_hash = ${hash})`];
  if (claim) ctes.push(claim(p, 'EXISTS (SELECT 1 FROM owner)'));
  ctes.push(`changed AS (UPDATE leads SET ${sets(p)}, updated_at = now() WHERE id = ${leadId} AND update_token_hash = ${hash}${claim ? ' AND EXISTS (SELECT 1 FROM claim)' : ''} RETURNING ${CHANGED_COLUMNS})`);
  return ctes;
}

const CONTACT_COLUMNS = 'id, first_name, last_name, email, phone';
/** What a screening judges of the lead (engine/screenedFacts.ts). */
const SCREENED_COLUMNS = ['date_of_birth', 'age', 'gender', 'height_cm', 'weight_kg', 'postal_code', 'country'] as const;
const CHANGED_COLUMNS = `${CONTACT_COLUMNS}, ${SCREENED_COLUMNS.join(', ')}`;

/**
 * The common table expressions that withdraw the lead's passes when the change alters what its screenings judged
 * (`before` reads the lead as the statement found it): a pass is of the person as they were, and a script changed a
 * passed lead to someone of 91 in Maine and booked for them. The page that changes them screens again in the same
 * request (saveAndScreen), which gives the verdict back; a booking already made stays, as a corrected address should
 * not cancel a call, but no new one is taken on the withdrawn pass.
 */
function passesFollow(p: Params, id: string): string[] {
  const row = (alias: string) => `(${SCREENED_COLUMNS.map((column) => `${alias}.${column}`).join(', ')})`;
  return [
    `before AS (SELECT ${SCREENED_COLUMNS.join(', ')} FROM leads WHERE id = ${p.add(id, 'uuid')})`,
    `withdrawn AS (UPDATE screenings AS s SET passed = false, updated_at = now() FROM changed AS c, before AS o
      WHERE s.lead_id = c.id AND s.passed AND ${row('o')} IS DISTINCT FROM ${row('c')})`,
  ];
}

/**
 * The common table expression that gives the changed lead's appointments still to come the person as the lead now
 * names them (`changed` yields the lead's contact columns): a booking keeps whom it is with (scheduling.ts
 * bookingCustomer), and a phone corrected after booking left the coordinator calling the old one.
 */
function bookingsFollow(p: Params, now: Date): string {
  return `rebooked AS (UPDATE bookings AS b SET customer = (b.customer - 'email') || jsonb_strip_nulls(jsonb_build_object('name', trim(c.first_name || ' ' || c.last_name), 'phone', c.phone, 'email', c.email))
    FROM changed AS c WHERE b.lead_id = c.id AND b.end_at > ${p.add(now.toISOString(), 'timestamptz')})`;
}

/**
 * Updates the lead whose update token matches, with the consents the save carries, in one statement; with `claim`,
 * only when the statement also claims the idempotency key (see changeOfOwnLead). Returns whether it wrote; when not,
 * the caller takes the general way.
 */
export async function updateLeadInOneStatement(db: Queryable, id: string, tokenHash: string, lead: NormalisedLead, claim: ClaimPart | null, consents: ConsentsGiven | null, now: Date): Promise<boolean> {
  const p = new Params();
  const ctes = [...changeOfOwnLead(p, id, tokenHash, claim, () => leadSets(p, lead)), bookingsFollow(p, now), ...passesFollow(p, id)];
  if (consents?.rows.length) ctes.push(`added AS (INSERT INTO consents (${CONSENT_COLUMNS}) SELECT * FROM (VALUES ${consentRows(p, id, consents.rows, consents.meta)}) AS v WHERE EXISTS (SELECT 1 FROM changed) RETURNING 1)`);
  const { rows } = await db.query<{ written: number }>(`WITH ${ctes.join(', ')} SELECT count(*)::int AS written FROM changed`, p.values);
  return rows[0]?.written === 1;
}

/** Updates the lead when the token matches; returns whether a row was updated. */
export async function updateLead(db: Queryable, id: string, tokenHash: string, lead: NormalisedLead, now: Date): Promise<boolean> {
  const p = new Params();
  const leadId = p.add(id, 'uuid');
  const hash = p.add(tokenHash, 'text');
  const { rows } = await db.query<{ id: string }>(`WITH changed AS (UPDATE leads SET ${leadSets(p, lead)}, updated_at = now() WHERE id = ${leadId} AND update_token_hash = ${hash} RETURNING ${CHANGED_COLUMNS}), ${[bookingsFollow(p, now), ...passesFollow(p, id)].join(', ')} SELECT id FROM changed`, p.values);
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

/**
 * Whom the lead that the token proves is about: its phone (the one the person gave, normalised) and whether a caregiver
 * answers for it; or null.
 */
export async function personOfProvenLead(db: Queryable, id: string, tokenHash: string): Promise<LeadPerson | null> {
  const { rows } = await db.query<LeadPerson>(
    `SELECT phone, first_name AS "firstName", last_name AS "lastName", caregiver IS NOT NULL AS caregiver,
            to_char(date_of_birth, 'YYYY-MM-DD') AS "birthDate", age, gender FROM leads WHERE id = $1 AND update_token_hash = $2`, [id, tokenHash]);
  return rows[0] ?? null;
}

/** Whether a change of the lead was made under `key`. */
export async function changedUnder(db: Queryable, id: string, key: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM idempotency_keys WHERE scope = $1 AND key = $2', [`lead:update:${id}`, key]);
  return rows.length > 0;
}

/** How many changes of the lead were made under keys its creation's key `key` gave (keyOfChange, leadService.ts). */
export async function changesUnderKey(db: Queryable, id: string, key: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys WHERE scope = $1 AND starts_with(key, $2)', [`lead:update:${id}`, `${key}:`]);
  return rows[0]?.n ?? 0;
}

/** The postal code and country stored with the lead that the token proves, and whether a caregiver answers for it; or null. */
export async function placeOfProvenLead(db: Queryable, id: string, tokenHash: string): Promise<{ phone: string; postalCode: string; country: string; caregiver: boolean } | null> {
  const { rows } = await db.query<{ phone: string; postalCode: string; country: string; caregiver: boolean }>(
    'SELECT phone, postal_code AS "postalCode", country, caregiver IS NOT NULL AS caregiver FROM leads WHERE id = $1 AND update_token_hash = $2', [id, tokenHash]);
  return rows[0] ?? null;
}

/** Appends consents in one statement (the table refuses updates and deletes). */
export async function insertConsents(db: Queryable, leadId: string, consents: readonly ConsentRow[], meta: { locale: string | null; campaign: string | null }): Promise<number> {
  if (!consents.length) return 0;
  const p = new Params();
  await db.query(`INSERT INTO consents (${CONSENT_COLUMNS}) VALUES ${consentRows(p, leadId, consents, meta)}`, p.values);
  return consents.length;
}

/** The countries whose visitors are shown a request's consent words, answering for themselves and as a caregiver. */
export interface ConsentCountries {
  self: readonly string[];
  caregiver: readonly string[];
}

/**
 * Appends consents to the lead whose update token matches and whose country is one of `countries` (those the
 * consents' words are shown to, answering as the lead does: for themselves, or as its caregiver), in one statement;
 * with `claim`, only when the claim is made too (it is made only for that lead). Returns whether they were written.
 */
export async function insertConsentsForOwner(db: Queryable, leadId: string, tokenHash: string, countries: ConsentCountries, consents: readonly ConsentRow[], meta: { locale: string | null; campaign: string | null }, claim: ClaimPart | null): Promise<boolean> {
  const p = new Params();
  const shown = `country = ANY(CASE WHEN caregiver IS NULL THEN ${p.add([...countries.self], 'text[]')} ELSE ${p.add([...countries.caregiver], 'text[]')} END)`;
  const ctes = [`owner AS (SELECT phone, postal_code, country FROM leads WHERE id = ${p.add(leadId, 'uuid')} AND update_token_hash = ${p.add(tokenHash, 'text')} AND ${shown})`];
  if (claim) ctes.push(claim(p, 'EXISTS (SELECT 1 FROM owner)'));
  const gate = claim ? 'claim' : 'owner';
  // A consent bound to a contact keeps the lead's (core/consentContact.ts), as withContact gives it on the other paths.
  const details = `CASE WHEN v.type = ANY(${p.add([...CONTACT_BOUND_CONSENTS], 'text[]')})
    THEN coalesce(v.details, '{}'::jsonb) || jsonb_build_object('phone', o.phone, 'postalCode', o.postal_code, 'country', o.country) ELSE v.details END`;
  const { rows } = await db.query<{ done: number }>(
    `WITH ${ctes.join(', ')}, added AS (INSERT INTO consents (${CONSENT_COLUMNS})
       SELECT v.lead_id, v.type, v.granted, v.text, v.text_sha256, v.locale, ${details}, v.campaign, v.step
         FROM (VALUES ${consentRows(p, leadId, consents, meta)}) AS v (${CONSENT_COLUMNS}), owner o WHERE EXISTS (SELECT 1 FROM ${gate}) RETURNING 1)
     SELECT count(*)::int AS done FROM ${gate}`, p.values);
  return rows[0]?.done === 1;
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
/** The health survey's answers as the lead keeps them (the ethnicity "prefer not to say", -1, is not kept). */
export interface SurveyAnswers {
  heightCm?: number;
  weightKg?: number;
  ethnicities?: number[];
  surveyQuestions: unknown[];
}

/** The SET list that stores a survey: what it answered replaces what the lead held, its questions join the lead's extra fields. */
function surveySets(p: Params, survey: SurveyAnswers): string {
  return `height_cm = COALESCE(${p.add(survey.heightCm ?? null, 'double precision')}, height_cm), weight_kg = COALESCE(${p.add(survey.weightKg ?? null, 'double precision')}, weight_kg),
          ethnicities = COALESCE(${p.add(survey.ethnicities ? survey.ethnicities.filter((e) => e !== -1) : null, 'integer[]')}, ethnicities),
          additional_fields = additional_fields || jsonb_build_object('surveyQuestions', ${p.add(JSON.stringify(survey.surveyQuestions), 'jsonb')})`;
}

/** Stores the survey on the lead when the token matches; returns whether it did. */
export async function saveSurvey(db: Queryable, id: string, tokenHash: string, survey: SurveyAnswers): Promise<boolean> {
  const p = new Params();
  const leadId = p.add(id, 'uuid');
  const hash = p.add(tokenHash, 'text');
  const { rows } = await db.query(`UPDATE leads SET ${surveySets(p, survey)}, updated_at = now() WHERE id = ${leadId} AND update_token_hash = ${hash} RETURNING id`, p.values);
  return rows.length > 0;
}

/**
 * Stores the survey on the lead whose update token matches in one statement; with `claim`, only when the statement
 * also claims the idempotency key (see changeOfOwnLead). Returns whether it wrote.
 */
export async function saveSurveyInOneStatement(db: Queryable, id: string, tokenHash: string, survey: SurveyAnswers, claim: ClaimPart | null): Promise<boolean> {
  const p = new Params();
  const ctes = changeOfOwnLead(p, id, tokenHash, claim, () => surveySets(p, survey));
  const { rows } = await db.query<{ written: number }>(`WITH ${ctes.join(', ')} SELECT count(*)::int AS written FROM changed`, p.values);
  return rows[0]?.written === 1;
}
