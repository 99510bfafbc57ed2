/**
 * Scheduling (secondary screening with coordinators) and site scheduling: availability, bookings, status.
 * A booking is a lead's: the body names the lead and the study, the x-lead-token header proves the lead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKey, leadToken } from './requestHeaders.ts';
import type { Database } from '../db/database.ts';
import { book, bookingCalendarFile, coordinatorAvailability, siteAvailability, siteSchedulingStatus, type BookingRequest } from '../services/scheduling.ts';
import { BookingLimitError, StudySiteMismatchError } from '../errors.ts';

const availabilityQuery = { type: 'object', properties: { to: { type: 'integer', minimum: 1, maximum: 30, default: 7 }, timezone: { type: 'string', maxLength: 64 } } };
const siteParams = { type: 'object', required: ['studySiteId'], properties: { studySiteId: { type: 'integer', minimum: 1, maximum: 2147483647 } } };
const errors = { '4xx': { $ref: 'error.response#' } };

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

export async function schedulingRoutes(app: FastifyInstance, { db, now }: { db: Database; now: () => Date }): Promise<void> {
  app.get<{ Querystring: { to: number } }>('/api/scheduling/availability', {
    schema: { querystring: availabilityQuery, response: { 200: { $ref: 'availability.response#' }, ...errors } },
  }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { slots: await coordinatorAvailability(db, req.query.to, now()) };
  });

  app.get<{ Params: { studySiteId: number }; Querystring: { to: number } }>('/api/site-scheduling/:studySiteId/availability', {
    schema: { params: siteParams, querystring: availabilityQuery, response: { 200: { $ref: 'availability.response#' }, ...errors } },
  }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { slots: await siteAvailability(db, req.params.studySiteId, req.query.to, now()) };
  });

  app.get<{ Params: { studySiteId: number } }>('/api/site-scheduling/:studySiteId/status', {
    schema: { params: siteParams, response: { 200: { type: 'object', additionalProperties: false, required: ['enabled'], properties: { enabled: { type: 'boolean' } } }, ...errors } },
  }, async (req) => siteSchedulingStatus(db, req.params.studySiteId));

  // The booking's calendar file (Apple Calendar and others); the id is a random uuid, the file holds no personal data.
  app.get<{ Params: { id: string } }>('/api/bookings/:id/ics', {
    schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } },
  }, async (req, reply) => {
    const ics = await bookingCalendarFile(db, req.params.id, now());
    return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'attachment; filename="appointment.ics"').send(ics);
  });

  app.post<{ Body: BookingRequest }>('/api/scheduling/bookings', {
    preValidation: requireLeadToken,
    schema: { body: { $ref: 'booking.request#' }, response: { 200: { $ref: 'booking.response#' }, ...errors } },
  }, async (req, reply) => book(db, req.body, 'secondary_screening', { leadToken: leadToken(req), idempotency: idempotencyKey(req), clientIp: req.ip }, now())
    .catch(withRetryAfter(reply)));

  app.post<{ Body: BookingRequest; Params: { studySiteId: number } }>('/api/site-scheduling/:studySiteId/booking', {
    preValidation: requireLeadToken,
    schema: { params: siteParams, body: { $ref: 'booking.request#' }, response: { 200: { $ref: 'booking.response#' }, ...errors } },
  }, async (req, reply) => {
    if (req.body.studySiteId !== undefined && req.body.studySiteId !== req.params.studySiteId) {
      throw new StudySiteMismatchError(`The study site in the path (${req.params.studySiteId}) and in the body (${req.body.studySiteId}) differ`);
    }
    return book(db, req.body, 'site', { leadToken: leadToken(req), idempotency: idempotencyKey(req), clientIp: req.ip }, now()).catch(withRetryAfter(reply));
  });
}
