/**
 * The browser's side of the prefilled-lead relay (the browser never talks to the relay itself). Every route is a
 * POST with the slug in the body: the slug is a bearer capability for a lead's contact details, so it stays out of
 * URLs, access logs and proxies, and the CSRF token keeps other sites from driving the writes. When the relay
 * answers 401 (the adapter gives null) the route answers 404 RELAY_LINK_UNAVAILABLE; the browser carries on without.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import type { RelayPatientInfoRequest } from '../../generated/api/relay-patient-info.request.ts';
import type { RelayScreeningRequest } from '../../generated/api/relay-screening.request.ts';
import type { RelayIndicationsRequest } from '../../generated/api/relay-indications.request.ts';
import type { RelaySitesRequest } from '../../generated/api/relay-sites.request.ts';
import { relayAdapterFor } from '../services/relay/index.ts';
import { relayIndications, relayPatientInfo, relayStoredScreening, relayStudySites } from '../services/relay/relayService.ts';

export async function relayRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }): Promise<void> {
  const relay = relayAdapterFor(config.relay, db, config.now, (msg, ctx) => app.log.error(ctx, msg), (msg, ctx) => app.log.warn(ctx, msg));
  const errors = { '4xx': { $ref: 'error.response#' }, '5xx': { $ref: 'error.response#' } };

  app.post<{ Body: RelayPatientInfoRequest }>('/api/relay/patient-info', {
    schema: { body: { $ref: 'relay-patient-info.request#' }, response: { 200: { $ref: 'relay-patient-info.response#' }, ...errors } },
  }, async (req, reply) => {
    // Personal data in the body: never kept by a cache on the way.
    reply.header('cache-control', 'no-store');
    return { prePopFields: await relayPatientInfo(relay, req.body.slug) };
  });

  app.post<{ Body: RelayScreeningRequest }>('/api/relay/screening', {
    schema: { body: { $ref: 'relay-screening.request#' }, response: { 200: { $ref: 'accepted.response#' }, ...errors } },
  }, async (req) => relayStoredScreening(db, relay, req.body.slug, req.body.screeningId));

  app.post<{ Body: RelayIndicationsRequest }>('/api/relay/indications', {
    schema: { body: { $ref: 'relay-indications.request#' }, response: { 200: { $ref: 'accepted.response#' }, ...errors } },
  }, async (req) => relayIndications(relay, req.body.slug, req.body.indicationIds));

  app.post<{ Body: RelaySitesRequest }>('/api/relay/sites', {
    schema: { body: { $ref: 'relay-sites.request#' }, response: { 200: { $ref: 'nearby-sites.response#' }, ...errors } },
  }, async (req) => ({ sites: await relayStudySites(relay, req.body.slug, req.body.studyId) }));
}
