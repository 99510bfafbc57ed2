/** Scheduling resources, site-scheduling switches and bookings. */
import { readFileSync } from 'node:fs';
import type { Database, Queryable } from '../database.ts';
import type { Resource } from '../../../core/scheduling/slots.ts';

export interface ResourceRow extends Resource {
  kind: 'coordinator' | 'site';
  studySiteId: number | null;
}

const SELECT = `SELECT id, kind, study_site_id AS "studySiteId", name, timezone, slot_minutes AS "slotMinutes", min_notice_minutes AS "minNoticeMinutes", working_hours AS "workingHours" FROM scheduling_resources`;

export async function coordinators(db: Queryable): Promise<ResourceRow[]> {
  return (await db.query<ResourceRow>(`${SELECT} WHERE kind = 'coordinator' ORDER BY id`)).rows;
}

export async function siteResources(db: Queryable, studySiteId: number): Promise<ResourceRow[]> {
  return (await db.query<ResourceRow>(`${SELECT} WHERE kind = 'site' AND study_site_id = $1 ORDER BY id`, [studySiteId])).rows;
}

export async function resourceById(db: Queryable, id: number): Promise<ResourceRow | null> {
  return (await db.query<ResourceRow>(`${SELECT} WHERE id = $1`, [id])).rows[0] ?? null;
}

/** Start instants already booked for these resources from `from` on. */
export async function bookedStarts(db: Queryable, resourceIds: number[], from: Date): Promise<Map<number, Set<string>>> {
  const out = new Map<number, Set<string>>(resourceIds.map((id) => [id, new Set<string>()]));
  if (!resourceIds.length) return out;
  const { rows } = await db.query<{ resource_id: number; start: string }>(
    `SELECT resource_id, to_char(start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') AS start FROM bookings WHERE resource_id = ANY($1) AND start_at >= $2`,
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

/** Whether the lead's stored screening for the study passed (one row per lead and study). */
export async function leadPassedScreening(db: Queryable, leadId: string, studyId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM screenings WHERE lead_id = $1 AND study_id = $2 AND passed', [leadId, studyId])).rows.length > 0;
}

/** The study a study site belongs to, or null when there is no such site. */
export async function studyOfSite(db: Queryable, studySiteId: number): Promise<number | null> {
  const { rows } = await db.query<{ study_id: number }>('SELECT study_id FROM sites WHERE id = $1', [studySiteId]);
  return rows[0]?.study_id ?? null;
}

/**
 * Takes the lead's booking lock until the transaction ends, so one lead's bookings are checked and made one at a time
 * (FOR NO KEY UPDATE: rows that only reference the lead, such as consents, are not held up).
 */
export async function lockLeadForBooking(tx: Queryable, leadId: string): Promise<void> {
  await tx.query('SELECT 1 FROM leads WHERE id = $1 FOR NO KEY UPDATE', [leadId]);
}

/** The lead's active bookings (appointments not yet over at `now`), soonest end first. */
export async function activeBookingsOfLead(db: Queryable, leadId: string, now: Date): Promise<Array<{ studyId: number | null; endMs: number }>> {
  const { rows } = await db.query<{ study_id: number | null; end_ms: string }>(
    `SELECT study_id, (extract(epoch FROM end_at) * 1000)::bigint::text AS end_ms FROM bookings WHERE lead_id = $1 AND end_at > $2 ORDER BY end_at`,
    [leadId, now.toISOString()]);
  return rows.map((r) => ({ studyId: r.study_id, endMs: Number(r.end_ms) }));
}

/** Takes one client's booking lock until the transaction ends, so its count per hour holds across processes. */
export async function lockClientForBooking(tx: Queryable, clientHash: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('booking-client:' || $1))", [clientHash]);
}

/** How many bookings this client made since `since`, and when the oldest of them was made (ms since the epoch). */
export async function clientBookingsSince(db: Queryable, clientHash: string, since: Date): Promise<{ count: number; oldestMs: number | null }> {
  const { rows } = await db.query<{ n: number; oldest_ms: string | null }>(
    `SELECT count(*)::int AS n, (extract(epoch FROM min(created_at)) * 1000)::bigint::text AS oldest_ms FROM bookings WHERE client_hash = $1 AND created_at > $2`,
    [clientHash, since.toISOString()]);
  const row = rows[0];
  return { count: row?.n ?? 0, oldestMs: row?.oldest_ms ? Number(row.oldest_ms) : null };
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
    `SELECT id, to_char(start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') AS start, to_char(end_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') AS "end",
            description, location, what FROM bookings WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
