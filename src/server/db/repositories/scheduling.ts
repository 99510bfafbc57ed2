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
    `INSERT INTO bookings (resource_id, start_at, end_at, kind, study_site_id, description, what, location, customer) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING id`,
    [b.resourceId, b.start, b.end, b.kind, b.studySiteId, b.description, b.what, b.location, JSON.stringify(b.customer)]);
  return (rows[0] as { id: string }).id;
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
