/**
 * Scheduling (secondary screening with coordinators) and site scheduling: availability, bookings, status.
 * A booking is a lead's: the body names the lead and the study, the x-lead-token header proves the lead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKey, leadToken } from './requestHeaders.ts';
import type { Database } from '../db/database.ts';
import { book, bookingCalendarFile, coordinatorAvailability, siteAvailability, siteSchedulingStatus } from '../services/scheduling.ts';
import { BookingLimitError, StudySiteMismatchError } from '../errors.ts';
import { endpoint } from './endpoint.ts';
import { clientKey } from '../clientAddress.ts';

/** The schema's default (availability.query); the type cannot know that validation fills it in. */
const DEFAULT_DAYS = 7;

/** A booking without the lead's token is refused before its body is read (401, not a 400 about the body). */
const requireLeadToken = async (req: FastifyRequest) => {
  leadToken(req);
};

/** A refused booking over a cap tells the client when it may try again. */
function withRetryAfter(reply: FastifyReply) {
  return (err: unknown): never => {
    if (err instanceof BookingLimitError) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  };
}

export async function schedulingRoutes(app: FastifyInstance, { db, now, bookingsPerClientPerHour }: { db: Database; now: () => Date; bookingsPerClientPerHour: number }): Promise<void> {
  endpoint(app, 'coordinatorAvailability', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { slots: await coordinatorAvailability(db, req.query.to ?? DEFAULT_DAYS, now()) };
  });

  endpoint(app, 'siteAvailability', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { slots: await siteAvailability(db, req.params.studySiteId, req.query.to ?? DEFAULT_DAYS, now()) };
  });

  endpoint(app, 'siteSchedulingStatus', async (req) => siteSchedulingStatus(db, req.params.studySiteId));

  // The booking's calendar file (Apple Calendar and others); the id is a random uuid. The file names no one, but its
  // study's title says what the person may have (a diagnosis): no shared cache keeps it.
  endpoint(app, 'bookingCalendarFile', async (req, reply) => {
    const ics = await bookingCalendarFile(db, req.params.id, now(), req.query.locale);
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store').header('content-disposition', 'attachment; filename="appointment.ics"').send(ics);
  });

  endpoint(app, 'bookSecondaryScreening', { preValidation: requireLeadToken }, async (req, reply) => book(db, req.body, 'secondary_screening', { leadToken: leadToken(req), idempotency: idempotencyKey(req), clientIp: clientKey(req.ip), clientLimit: bookingsPerClientPerHour }, now())
    .catch(withRetryAfter(reply)));

  endpoint(app, 'bookSite', { preValidation: requireLeadToken }, async (req, reply) => {
    if (req.body.studySiteId !== undefined && req.body.studySiteId !== req.params.studySiteId) {
      throw new StudySiteMismatchError(`The study site in the path (${req.params.studySiteId}) and in the body (${req.body.studySiteId}) differ`);
    }
    return book(db, req.body, 'site', { leadToken: leadToken(req), idempotency: idempotencyKey(req), clientIp: clientKey(req.ip), clientLimit: bookingsPerClientPerHour }, now()).catch(withRetryAfter(reply));
  });
}
