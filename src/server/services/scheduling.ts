/**
 * Availability and bookings: slots come from the resources' hours; the database makes a slot bookable only once.
 * A booking belongs to a lead (its update token proves it) with a passed screening for the booking's study; a lead
 * has one active booking per study and at most MAX_ACTIVE_BOOKINGS_PER_LEAD in all, and one client makes at most
 * its caller's clientLimit an hour (5 unless configured), counted in the database so every API process shares the count.
 */
import type { Database } from '../db/database.ts';
import { generateSlots, isSlotOf, OFFER_MARGIN_MINUTES, type Slot } from '../../core/scheduling/slots.ts';
import {
  bookedStarts, bookingCounts, bookingPrerequisites, coordinators, insertBooking, lockForBooking, setPreferredLanguage, siteResources, bookingById, siteSchedulingEnabled, type BookingPrerequisites, type ResourceRow,
} from '../db/repositories/scheduling.ts';
import { buildIcs } from '../../core/scheduling/calendar.ts';
import { isTimeZone } from '../../core/dateTimeFormats.ts';
import { appointmentTitle, bookingDescriptionOf, bookingKindOf, calendarTitle } from '../../core/scheduling/bookingDescription.ts';
import en from '../../../locales/en/translation.json' with { type: 'json' };
import es from '../../../locales/es/translation.json' with { type: 'json' };
import { once, type Idempotency } from './idempotent.ts';
import { hashToken } from './tokenHash.ts';
import type { BookingRequest } from '../../generated/api/booking.request.ts';
import type { BookingResponse } from '../../generated/api/booking.response.ts';
import {
  SlotTakenError, NotASlotError, StudySiteRequiredError, LeadNotFoundError, ScreeningRequiredError, BookingExistsError, BookingLimitError,
  StudySiteMismatchError, BookingNotFoundError,
} from '../errors.ts';

/** How far ahead a booking may be made. */
export const BOOKING_WINDOW_DAYS = 30;
/** Active bookings (appointments not yet over) one lead may hold, over all studies. */
export const MAX_ACTIVE_BOOKINGS_PER_LEAD = 3;
/** The window a client's bookings are counted over (caller.clientLimit of them). */
const HOUR_MS = 3_600_000;

async function slotsOf(db: Database, resources: ResourceRow[], days: number, now: Date): Promise<Slot[]> {
  const booked = await bookedStarts(db, resources.map((r) => r.id), now);
  return resources.flatMap((r) => generateSlots(r, now, days, booked.get(r.id) ?? new Set(), OFFER_MARGIN_MINUTES)).sort((a, b) => a.start.localeCompare(b.start));
}

export async function coordinatorAvailability(db: Database, days: number, now: Date): Promise<Slot[]> {
  return slotsOf(db, await coordinators(db), days, now);
}

export async function siteAvailability(db: Database, studySiteId: number, days: number, now: Date): Promise<Slot[]> {
  return slotsOf(db, await siteResources(db, studySiteId), days, now);
}

export type { BookingRequest };

export type BookingResult = BookingResponse;

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/** Who asks for a booking: the lead's update token, the request's Idempotency-Key and the client's IP address. */
export interface BookingCaller {
  leadToken: string;
  idempotency: Idempotency | null;
  clientIp: string;
  /** Bookings one client may make in an hour (config.bookingsPerClientPerHour). */
  clientLimit: number;
}

const secondsUntil = (ms: number, now: Date) => Math.max(1, Math.ceil((ms - now.getTime()) / 1000));

/**
 * Whom the appointment is with: the lead the token proves, as stored, never the name, email or phone the request
 * names (a coordinator would call whoever a script put there); and the visitor's time zone, when it is one.
 */
function bookingCustomer(contact: BookingPrerequisites['contact'], timezone: string) {
  const lead = contact ?? { firstName: '', lastName: '', email: null, phone: '' };
  return {
    name: `${lead.firstName} ${lead.lastName}`.trim(), phone: lead.phone, ...(lead.email ? { email: lead.email } : {}),
    timezone: isTimeZone(timezone) ? timezone : 'UTC',
  };
}

export async function book(db: Database, req: BookingRequest, kind: 'secondary_screening' | 'site', caller: BookingCaller, now: Date): Promise<BookingResult> {
  const checks = await bookingPrerequisites(db, {
    leadId: req.leadId, tokenHash: hashToken(caller.leadToken), studyId: req.studyId, resourceId: req.resourceId, studySiteId: req.studySiteId ?? null,
  });
  if (!checks.tokenMatches) throw new LeadNotFoundError();
  if (kind === 'site') {
    if (!req.studySiteId) throw new StudySiteRequiredError();
    if (checks.siteStudyId !== req.studyId) throw new StudySiteMismatchError(`Study site ${req.studySiteId} is not a site of study ${req.studyId}`);
  } else if (req.studySiteId !== undefined) {
    // A coordinator's call is with no study site: the page never names one, and a stored one would send the call astray.
    throw new StudySiteMismatchError(`A call with a study coordinator is booked without a study site; study site ${req.studySiteId} was named`);
  }
  if (!checks.passed) throw new ScreeningRequiredError(req.studyId);
  const { resource } = checks;
  const rightKind = resource && (kind === 'site' ? resource.kind === 'site' && resource.studySiteId === req.studySiteId : resource.kind === 'coordinator');
  const description = bookingDescriptionOf(kind);
  const start = new Date(req.start).toISOString();
  const end = new Date(req.end).toISOString();
  if (!resource || !rightKind || !isSlotOf(resource, start, end, now, BOOKING_WINDOW_DAYS)) throw new NotASlotError();
  const clientHash = hashToken(`booking-client:${caller.clientIp}`);
  try {
    // A retry with the same Idempotency-Key gets the first answer before any of the checks below count it again.
    return await once(db, `booking:${kind}`, caller.idempotency, req, async (tx) => {
      await lockForBooking(tx, req.leadId, clientHash);
      const { active, client: recent } = await bookingCounts(tx, req.leadId, clientHash, now, new Date(now.getTime() - HOUR_MS));
      // The lead's maker is told of the booking it has: a visitor whose first answer was lost is booked, not refused.
      const existing = active.find((b) => b.studyId === req.studyId);
      if (existing) throw Object.assign(new BookingExistsError(req.studyId), { booking: existing.booking });
      if (active.length >= MAX_ACTIVE_BOOKINGS_PER_LEAD) {
        throw new BookingLimitError(`This lead already has ${active.length} upcoming appointments, the most one lead may hold; book again after one of them is over`,
          secondsUntil(active[0]?.endMs ?? now.getTime(), now));
      }
      if (recent.count >= caller.clientLimit) {
        throw new BookingLimitError(`This device or network made ${recent.count} bookings in the last hour, the most allowed; please try again later`,
          secondsUntil((recent.oldestMs ?? now.getTime()) + HOUR_MS, now));
      }
      const id = await insertBooking(tx, {
        leadId: req.leadId, studyId: req.studyId, clientHash, createdAt: now.toISOString(),
        resourceId: resource.id, start, end, kind, studySiteId: req.studySiteId ?? null, description, what: appointmentTitle(checks.studyTitles, req.what), location: req.where,
        customer: bookingCustomer(checks.contact, req.customer.timezone),
      });
      // The coordinator calls in the language the visitor booked in: one who switched to Spanish after the screener's
      // save was stored as preferring English.
      if (req.language) await setPreferredLanguage(tx, req.leadId, req.language);
      return { id, resourceId: resource.id, start, end, description, where: req.where };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new SlotTakenError();
    throw err;
  }
}

/** Whether a study site books online; an unknown site does not. */
export async function siteSchedulingStatus(db: Database, studySiteId: number): Promise<{ enabled: boolean }> {
  return { enabled: await siteSchedulingEnabled(db, studySiteId) };
}

/** What the visitor's calendar calls an appointment: its name in the page's language, as the thank-you page shows it. */
const APPOINTMENT_NAMES = { en: en.booking.descriptions, es: es.booking.descriptions };

/**
 * A booking's calendar file (Apple Calendar and others), the appointment named in `locale`; the file holds no personal
 * data. An unknown booking is a 404.
 */
export async function bookingCalendarFile(db: Database, bookingId: string, now: Date, locale: 'en' | 'es' = 'en'): Promise<string> {
  const booking = await bookingById(db, bookingId);
  if (!booking) throw new BookingNotFoundError();
  const kind = bookingKindOf(booking.description);
  const summary = kind ? calendarTitle(APPOINTMENT_NAMES[locale][kind], locale) : booking.description;
  return buildIcs({ uid: `${booking.id}@trial-signup`, start: booking.start, end: booking.end, summary, description: booking.what, location: booking.location }, now.toISOString());
}
