/** Availability and bookings: slots come from the resources' hours; the database makes a slot bookable only once. */
import type { Database } from '../db/database.ts';
import { generateSlots, isSlotOf, type Slot } from '../../core/scheduling/slots.ts';
import { bookedStarts, coordinators, insertBooking, resourceById, siteResources, type ResourceRow } from '../db/repositories/scheduling.ts';
import { once } from './idempotent.ts';
import type { BookingResponse } from '../../generated/api/booking.response.ts';
import { SlotTakenError, NotASlotError, StudySiteRequiredError } from '../errors.ts';

/** How far ahead a booking may be made. */
export const BOOKING_WINDOW_DAYS = 30;

async function slotsOf(db: Database, resources: ResourceRow[], days: number, now: Date): Promise<Slot[]> {
  const booked = await bookedStarts(db, resources.map((r) => r.id), now);
  return resources.flatMap((r) => generateSlots(r, now, days, booked.get(r.id) ?? new Set())).sort((a, b) => a.start.localeCompare(b.start));
}

export async function coordinatorAvailability(db: Database, days: number, now: Date): Promise<Slot[]> {
  return slotsOf(db, await coordinators(db), days, now);
}

export async function siteAvailability(db: Database, studySiteId: number, days: number, now: Date): Promise<Slot[]> {
  return slotsOf(db, await siteResources(db, studySiteId), days, now);
}

export interface BookingRequest {
  resourceId: number;
  start: string;
  end: string;
  description: string;
  what: string;
  where: string;
  graph?: string;
  customer: { name: string; email?: string; phone?: string; timezone: string };
  studySiteId?: number;
}

export type BookingResult = BookingResponse;

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export async function book(db: Database, req: BookingRequest, kind: 'secondary_screening' | 'site', idempotencyKey: string | null, now: Date): Promise<BookingResult> {
  if (kind === 'site' && !req.studySiteId) throw new StudySiteRequiredError();
  const resource = await resourceById(db, req.resourceId);
  const rightKind = resource && (kind === 'site' ? resource.kind === 'site' && resource.studySiteId === req.studySiteId : resource.kind === 'coordinator');
  const start = new Date(req.start).toISOString();
  const end = new Date(req.end).toISOString();
  if (!resource || !rightKind || !isSlotOf(resource, start, end, now, BOOKING_WINDOW_DAYS)) throw new NotASlotError();
  try {
    return await once(db, `booking:${kind}`, idempotencyKey, req, async (tx) => {
      const id = await insertBooking(tx, { resourceId: resource.id, start, end, kind, studySiteId: req.studySiteId ?? null, description: req.description, what: req.what, location: req.where, customer: req.customer });
      return { id, resourceId: resource.id, start, end, description: req.description, where: req.where };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new SlotTakenError();
    throw err;
  }
}
