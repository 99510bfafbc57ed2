/** Leads that may book: saved through the API and screened for a study; bookings sent as the browser sends them. */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Harness } from './harness.ts';

export interface Lead {
  id: string;
  token: string;
  /** The body it was saved with (newLead's). */
  saved?: Record<string, unknown>;
}

const qualifyingAnswers = [
  { criterionId: 1, responseIds: [1] }, { criterionId: 2, responseIds: [5] }, { criterionId: 3, responseIds: [9] }, { criterionId: 4, responseIds: [13] },
];
const candidate = { birthDate: '1970-05-05', gender: 'female', heightCm: 165, weightKg: 80, postalCode: '77030', country: 'US' };

let phones = 0;

/** A saved lead with no screening: the person the screening's candidate names. */
export async function newLead(h: Harness): Promise<Lead> {
  phones += 1;
  const saved = {
    firstName: 'Ana', lastName: 'Diaz', phone1: `71355501${String(phones % 100).padStart(2, '0')}`, email: 'ana@example.com', postalCode: '77030', country: 'US',
    // What the screening judges is the lead's own: a woman of 56 with a BMI of 29.4, near the study's Houston site.
    dateOfBirth: candidate.birthDate, gender: candidate.gender, heightCm: candidate.heightCm, weightKg: candidate.weightKg,
    preferredLanguage: 'en', sourceInfo: { campaign: 'ws10' },
  };
  const res = await h.post('/api/leads', saved);
  expect(res.statusCode).toBe(200);
  const { id, updateToken } = res.json() as { id: string; updateToken: string };
  return { id, token: updateToken, saved };
}

/** Screens the lead for study 1001 through the API: qualifying answers pass, `fail` answers the first criterion 'No'. */
export async function screen1001(h: Harness, lead: Lead, fail = false): Promise<void> {
  const answers = fail ? [{ criterionId: 1, responseIds: [2] }, ...qualifyingAnswers.slice(1)] : qualifyingAnswers;
  const res = await h.post('/api/screenings', { studyId: 1001, campaign: 'ws10', leadId: lead.id, answers, candidate }, { 'x-lead-token': lead.token });
  expect(res.statusCode).toBe(200);
  expect(res.json().passed).toBe(!fail);
}

/** A lead that passed the screening of study 1001. */
export async function qualifiedLead(h: Harness): Promise<Lead> {
  const lead = await newLead(h);
  await screen1001(h, lead);
  return lead;
}

/** Records a passed screening of another study for the lead (those studies' criteria differ; the verdict is what counts here). */
export async function passedScreening(h: Harness, lead: Lead, studyId: number): Promise<void> {
  await h.app.db.query(
    `INSERT INTO screenings (lead_id, study_id, campaign, passed, fully_qualified, bio_qualified, criteria_qualified, answers, reasons)
     VALUES ($1, $2, 'ws10', true, true, true, true, '{}', '{}')`, [lead.id, studyId]);
}

/** A coordinator (secondary screening) booking body for a 30-minute slot of resource 1 or 2. */
export function secondaryBody(lead: Pick<Lead, 'id'>, studyId: number, start: string, resourceId = 1): Record<string, unknown> {
  const end = new Date(new Date(start).getTime() + 30 * 60_000).toISOString();
  return {
    leadId: lead.id, studyId, resourceId, start, end, description: 'Secondary Screening Appointment', what: `Call about study ${studyId}`, where: 'Virtual',
    graph: 'instant', customer: { name: 'Ana Diaz', email: 'ana@example.com', phone: '+17135550123', timezone: 'America/New_York' },
  };
}

/** A site booking body for a 60-minute slot of site 5001's calendar (resource 11). */
export function siteBody(lead: Pick<Lead, 'id'>, studyId: number, start: string, studySiteId = 5001, resourceId = 11): Record<string, unknown> {
  const end = new Date(new Date(start).getTime() + 60 * 60_000).toISOString();
  return { ...secondaryBody(lead, studyId, start), resourceId, end, description: 'Site Scheduling Appointment', studySiteId };
}

/** Posts a booking as a browser does (CSRF cookie and token), with the lead's token, a key and a client address when given. */
export async function postBooking(h: Harness, url: string, body: unknown, opts: { token?: string; key?: string; ip?: string } = {}): Promise<LightMyRequestResponse> {
  const { cookie, token } = await h.csrf();
  return h.app.inject({
    method: 'POST', url, payload: body as object, remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { cookie, 'x-csrf-token': token, ...(opts.token ? { 'x-lead-token': opts.token } : {}), ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
  });
}

export async function bookingsAt(h: Harness, resourceId: number, start: string): Promise<number> {
  const { rows } = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE resource_id = $1 AND start_at = $2', [resourceId, start]);
  return rows[0]?.n ?? 0;
}

export async function bookingsOf(h: Harness, lead: Pick<Lead, 'id'>): Promise<number> {
  const { rows } = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE lead_id = $1', [lead.id]);
  return rows[0]?.n ?? 0;
}
