/** Scheduling resources, site-scheduling switches and bookings. */
import { readFileSync } from 'node:fs';
import type { Database, Queryable } from '../database.ts';
import type { Resource } from '../../../core/scheduling/slots.ts';
import type { BookingResponse } from '../../../generated/api/booking.response.ts';

export interface ResourceRow extends Resource {
  kind: 'coordinator' | 'site';
  studySiteId: number | null;
}

/** A timestamp column as the API writes a slot's times: UTC, in whole seconds (slots start on the minute), with a Z. */
const UTC_ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"')`;

const SELECT = `SELECT id, kind, study_site_id AS "studySiteId", name, timezone, slot_minutes AS "slotMinutes", min_notice_minutes AS "minNoticeMinutes", working_hours AS "workingHours" FROM scheduling_resources`;

export async function coordinators(db: Queryable): Promise<ResourceRow[]> {
  return (await db.query<ResourceRow>(`${SELECT} WHERE kind = 'coordinator' ORDER BY id`)).rows;
}

export async function siteResources(db: Queryable, studySiteId: number): Promise<ResourceRow[]> {
  return (await db.query<ResourceRow>(`${SELECT} WHERE kind = 'site' AND study_site_id = $1 ORDER BY id`, [studySiteId])).rows;
}

/** What a booking request is checked against before its transaction (BookingPrerequisites). */
export interface BookingPrerequisites {
  /** The lead exists and the token is its own. */
  tokenMatches: boolean;
  /**
   * The lead's stored screening for the study passed (one row per lead and study), and the study is no simulation: a
   * practice run's pass shows the visitor the disqualified page (spec §4), which offers no appointment.
   */
  passed: boolean;
  /** The resource asked for, or null when there is no such resource. */
  resource: ResourceRow | null;
  /** The study of the study site named, or null when none is named or there is no such site. */
  siteStudyId: number | null;
  /** The lead's own name, email and phone, when the token is its own: whom the coordinator calls. */
  contact: { firstName: string; lastName: string; email: string | null; phone: string } | null;
  /** The study's title in each language, or null when there is no such study. */
  studyTitles: Record<string, string> | null;
}

/**
 * A booking's checks read in one statement: a round trip each took three, four for a site, before the booking's
 * transaction began (each a wait in the database's thread on PGlite).
 */
export async function bookingPrerequisites(db: Queryable, q: { leadId: string; tokenHash: string; studyId: number; resourceId: number; studySiteId: number | null }): Promise<BookingPrerequisites> {
  const { rows } = await db.query<BookingPrerequisites>(
    `SELECT EXISTS (SELECT 1 FROM leads WHERE id = $1 AND update_token_hash = $2) AS "tokenMatches",
            EXISTS (SELECT 1 FROM screenings sc JOIN studies st ON st.id = sc.study_id WHERE sc.lead_id = $1 AND sc.study_id = $3 AND sc.passed AND NOT st.is_simulation) AS passed,
            (SELECT row_to_json(r) FROM (${SELECT} WHERE id = $4) r) AS resource,
            (SELECT study_id FROM sites WHERE id = $5) AS "siteStudyId",
            (SELECT json_build_object('firstName', first_name, 'lastName', last_name, 'email', email, 'phone', phone) FROM leads WHERE id = $1 AND update_token_hash = $2) AS contact,
            (SELECT title FROM studies WHERE id = $3) AS "studyTitles"`,
    [q.leadId, q.tokenHash, q.studyId, q.resourceId, q.studySiteId]);
  const row = rows[0] as BookingPrerequisites;
  return { tokenMatches: row.tokenMatches, passed: row.passed, resource: row.resource, siteStudyId: row.siteStudyId, contact: row.contact, studyTitles: row.studyTitles };
}

/** Start instants already booked for these resources from `from` on. */
export async function bookedStarts(db: Queryable, resourceIds: number[], from: Date): Promise<Map<number, Set<string>>> {
  const out = new Map<number, Set<string>>(resourceIds.map((id) => [id, new Set<string>()]));
  if (!resourceIds.length) return out;
  const { rows } = await db.query<{ resource_id: number; start: string }>(
    `SELECT resource_id, ${UTC_ISO('start_at')} AS start FROM bookings WHERE resource_id = ANY($1) AND start_at >= $2`,
    [resourceIds, from.toISOString()]);
  for (const r of rows) out.get(r.resource_id)?.add(r.start);
  return out;
}

export async function siteSchedulingEnabled(db: Queryable, studySiteId: number): Promise<boolean> {
  const { rows } = await db.query<{ enabled: boolean }>('SELECT enabled FROM site_scheduling WHERE study_site_id = $1', [studySiteId]);
  return rows[0]?.enabled ?? false;
}

export interface NewBooking {
  leadId: string;
  studyId: number;
  clientHash: string;
  createdAt: string;
  resourceId: number;
  start: string;
  end: string;
  kind: 'secondary_screening' | 'site';
  studySiteId: number | null;
  description: string;
  what: string;
  location: string;
  customer: unknown;
}

export async function insertBooking(db: Queryable, b: NewBooking): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO bookings (resource_id, start_at, end_at, kind, study_site_id, description, what, location, customer, lead_id, study_id, client_hash, created_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) RETURNING id`,
    [b.resourceId, b.start, b.end, b.kind, b.studySiteId, b.description, b.what, b.location, JSON.stringify(b.customer), b.leadId, b.studyId, b.clientHash, b.createdAt]);
  return (rows[0] as { id: string }).id;
}

/** The language the lead is to be spoken to in (leads.preferred_language), as the visitor last chose it. */
export async function setPreferredLanguage(db: Queryable, leadId: string, language: 'en' | 'es'): Promise<void> {
  await db.query('UPDATE leads SET preferred_language = $2 WHERE id = $1 AND preferred_language IS DISTINCT FROM $2', [leadId, language]);
}

/**
 * Takes the lead's booking lock and the client's until the transaction ends, so one lead's bookings, and one client's
 * count per hour across processes, are checked and made one at a time (FOR NO KEY UPDATE: rows that only reference the
 * lead, such as consents, are not held up). Every booking takes both in this one statement and in one order, the lead's
 * first: the count's one row comes only once the lead's row is locked, in any plan, so no two bookings can each hold
 * the lock the other waits for; and it comes whether or not the lead is there, so the client's lock is always taken.
 */
export async function lockForBooking(tx: Queryable, leadId: string, clientHash: string): Promise<void> {
  await tx.query(
    `SELECT pg_advisory_xact_lock(hashtext('booking-client:' || $2)) FROM (SELECT count(*) FROM (SELECT 1 FROM leads WHERE id = $1 FOR NO KEY UPDATE) AS locked) AS lead`,
    [leadId, clientHash]);
}

/** What the booking limits count, read once both locks are held (a statement of its own, so it sees what they waited for). */
export interface BookingCounts {
  /** The lead's active bookings (appointments not yet over at `now`), soonest end first, each as its maker was answered. */
  active: Array<{ studyId: number | null; endMs: number; booking: BookingResponse }>;
  /** How many bookings the client made since `since`, and when the oldest of them was made (ms since the epoch). */
  client: { count: number; oldestMs: number | null };
}

export async function bookingCounts(tx: Queryable, leadId: string, clientHash: string, now: Date, since: Date): Promise<BookingCounts> {
  type ActiveRow = { study_id: number | null; end_ms: string; booking: BookingResponse };
  const { rows } = await tx.query<{ active: ActiveRow[]; n: number; oldest_ms: string | null }>(
    `SELECT COALESCE((SELECT json_agg(json_build_object('study_id', b.study_id, 'end_ms', (extract(epoch FROM b.end_at) * 1000)::bigint::text,
                                                        'booking', json_build_object('id', b.id::text, 'resourceId', b.resource_id, 'start', ${UTC_ISO('b.start_at')}, 'end', ${UTC_ISO('b.end_at')},
                                                                                     'description', b.description, 'where', b.location)) ORDER BY b.end_at)
                        FROM bookings b WHERE b.lead_id = $1 AND b.end_at > $3), '[]'::json) AS active,
            count(*)::int AS n, (extract(epoch FROM min(created_at)) * 1000)::bigint::text AS oldest_ms
       FROM bookings WHERE client_hash = $2 AND created_at > $4`,
    [leadId, clientHash, now.toISOString(), since.toISOString()]);
  // One row always: the counts are aggregates, the active bookings an empty array when there are none.
  const row = rows[0] as { active: ActiveRow[]; n: number; oldest_ms: string | null };
  return {
    active: row.active.map((b) => ({ studyId: b.study_id, endMs: Number(b.end_ms), booking: b.booking })),
    client: { count: row.n, oldestMs: row.oldest_ms === null ? null : Number(row.oldest_ms) },
  };
}

interface SchedulingSeed {
  resources: Array<ResourceRow>;
  siteScheduling: Array<{ studySiteId: number; enabled: boolean }>;
}

/** Demo coordinators and site calendars, when there are none yet. */
export async function seedSchedulingIfEmpty(db: Database): Promise<boolean> {
  const data = JSON.parse(readFileSync(new URL('../seed/scheduling.json', import.meta.url), 'utf8')) as SchedulingSeed;
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE scheduling_resources IN EXCLUSIVE MODE');
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM scheduling_resources');
    if ((rows[0]?.n ?? 0) > 0) return false;
    const { rows: sites } = await tx.query<{ id: number }>('SELECT id FROM sites');
    const known = new Set(sites.map((s) => s.id));
    for (const r of data.resources) {
      if (r.studySiteId !== null && !known.has(r.studySiteId)) continue;
      await tx.query('INSERT INTO scheduling_resources (id, kind, study_site_id, name, timezone, slot_minutes, min_notice_minutes, working_hours) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)',
        [r.id, r.kind, r.studySiteId, r.name, r.timezone, r.slotMinutes, r.minNoticeMinutes, JSON.stringify(r.workingHours)]);
    }
    for (const s of data.siteScheduling) if (known.has(s.studySiteId)) await tx.query('INSERT INTO site_scheduling (study_site_id, enabled) VALUES ($1, $2)', [s.studySiteId, s.enabled]);
    return true;
  });
}

export async function bookingById(db: Queryable, id: string): Promise<{ id: string; start: string; end: string; description: string; location: string; what: string } | null> {
  const { rows } = await db.query<{ id: string; start: string; end: string; description: string; location: string; what: string }>(
    `SELECT id, ${UTC_ISO('start_at')} AS start, ${UTC_ISO('end_at')} AS "end",
            description, location, what FROM bookings WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
