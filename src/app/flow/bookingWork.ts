/**
 * Booking the time a visitor chose on a booking step's calendar: a module of its own, loaded with the booking step
 * (loadAvailability asks for it with the calendar's times), so the first step's scripts do not carry it.
 */
import { bookedForOf } from '../../core/scheduling/bookedFor.ts';
import { callEndpoint } from '../api/client.ts';
import { pushDataLayer } from '../analytics/dataLayer.ts';
import { reportError } from '../errors/report.ts';
import { storeBooking } from '../state/bookingStorage.ts';
import type { BookingRequest } from '../../generated/api/booking.request.ts';
import { deviceTimeZone } from '../../core/dateTimeFormats.ts';
import { BOOKING_DESCRIPTIONS } from '../../core/scheduling/bookingDescription.ts';
import { storedBookingOf } from '../../core/scheduling/storedBooking.ts';
import { slotId as slotIdOf } from '../../core/scheduling/slotId.ts';
import { afterRefusal, bookingFailureOf, bookingTheLeadHas, type BookingFailure } from '../../core/scheduling/bookingFailure.ts';
import type { FlowState } from '../state/store.ts';
import type { ControllerDeps } from './controller.ts';
import { newKey } from './work.ts';

/**
 * The Idempotency-Key of each booking whose answer was lost (the service out of reach), by lead, study, calendar and
 * time: that try may have booked, so Book pressed again for the same time sends the same key and gets that booking
 * back. A new key got BOOKING_EXISTS, and a visitor who was booked was told the time could not be booked.
 */
const keysInDoubt = new Map<string, string>();

/** A failed try, counted: the calendar tells the visitor of each one, even one like the last (each its own alert). */
function failed(store: ControllerDeps['store'], failure: Exclude<BookingFailure, false>, more: Partial<FlowState> = {}): void {
  store.setState({ ...more, bookingFailed: failure, bookingFailures: store.getState().bookingFailures + 1 });
}

/** Books the chosen slot; on success the booking is kept on the device for the study, on failure the alert shows. */
export async function bookSlot(deps: ControllerDeps, kind: 'secondary' | 'site', slotId: string): Promise<boolean> {
  const { store } = deps;
  const state = store.getState();
  const slot = state.availability?.find((s) => slotIdOf(s) === slotId);
  const siteId = state.screening?.siteId ?? null;
  const c = state.candidate;
  // A booking is the saved lead's, for the study it passed the screening of; the token proves the lead.
  const lead = state.lead;
  const studyId = state.payload?.study?.id;
  if (!slot) {
    // A time the calendar no longer offers: the visitor is told, as for a time the server refuses.
    failed(store, 'refused');
    return false;
  }
  if (!lead || !studyId) {
    reportError('error', 'booking creation failed', { details: { kind, reason: lead ? 'no study' : 'no saved lead' } });
    failed(store, 'refused');
    return false;
  }
  const body: BookingRequest = {
    leadId: lead.id, studyId,
    resourceId: slot.resources[0].id, start: slot.start, end: slot.end, description: BOOKING_DESCRIPTIONS[kind],
    what: `${state.payload?.study?.title ?? 'Study'}`.slice(0, 200), where: 'Virtual', graph: 'instant' as const,
    customer: { name: [c.firstName, c.lastName].filter(Boolean).join(' ') || 'Visitor', timezone: deviceTimeZone(), ...(c.email ? { email: c.email } : {}), ...(c.phone ? { phone: c.phone } : {}) },
    ...(kind === 'site' && siteId ? { studySiteId: siteId } : {}),
    language: deps.locale,
  };
  const attempt = `${lead.id} ${studyId} ${kind} ${slotId}`;
  const key = keysInDoubt.get(attempt) ?? newKey();
  keysInDoubt.set(attempt, key);
  const headers = { 'idempotency-key': key, 'x-lead-token': lead.token };
  try {
    const booking = kind === 'secondary' ? await callEndpoint('bookSecondaryScreening', { body, headers })
      : await callEndpoint('bookSite', { params: { studySiteId: siteId ?? 0 }, body, headers });
    keysInDoubt.delete(attempt);
    storeBooking(studyId, storedBookingOf(booking, deviceTimeZone(), kind === 'site' ? siteId : null, bookedForOf(store.getState().candidate, store.getState().lead?.id ?? null)));
    pushDataLayer({ event: 'booking' });
    return true;
  } catch (err) {
    // Booked already (a first answer lost on the way, another tab): the visitor goes on with the time they have.
    const existing = bookingTheLeadHas(err);
    if (existing) {
      keysInDoubt.delete(attempt);
      // Its site is not told (the booking the lead has may be a coordinator's call, or a visit at another site): none is
      // guessed, so the page never says a call was cancelled that the server keeps.
      storeBooking(studyId, storedBookingOf(existing, deviceTimeZone(), null, bookedForOf(store.getState().candidate, store.getState().lead?.id ?? null)));
      return true;
    }
    const failure = bookingFailureOf(err);
    if (failure !== 'unreachable') keysInDoubt.delete(attempt);
    const shown = store.getState().availability;
    const after = shown ? afterRefusal(shown, slot, err) : null;
    // Taken meanwhile with one coordinator, the time chosen is booked with another free then, rather than refused.
    if (after?.instead) {
      store.setState({ availability: after.offered });
      return bookSlot(deps, kind, slotIdOf(after.instead));
    }
    reportError('error', 'booking creation failed', { error: err, details: { kind, ...(siteId ? { studySiteId: siteId } : {}) } });
    failed(store, failure, after ? { availability: after.offered } : {});
    return false;
  }
}


/** ws21: whether the nearest study site schedules visits itself; cached per site, a failure counts as disabled. */
