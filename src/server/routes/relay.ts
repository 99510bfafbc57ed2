/**
 * The browser's side of the prefilled-lead relay (the browser never talks to the relay itself). Every route is a
 * POST with the slug in the body: the slug is a bearer capability for a lead's contact details, so it stays out of
 * URLs, access logs and proxies, and the CSRF token keeps other sites from driving the writes. When the relay
 * answers 401 (the adapter gives null) the route answers 404 RELAY_LINK_UNAVAILABLE; the browser carries on without.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { endpoint } from './endpoint.ts';
import { relayAdapterFor } from '../services/relay/index.ts';
import { relayIndications, relayPatientInfo, relayStoredScreening, relayStudySites } from '../services/relay/relayService.ts';

export async function relayRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }): Promise<void> {
  const relay = relayAdapterFor(config.relay, db, config.now, (msg, ctx) => app.log.error(ctx, msg), (msg, ctx) => app.log.warn(ctx, msg));

  endpoint(app, 'relayPatientInfo', async (req, reply) => {
    // Personal data in the body: never kept by a cache on the way.
    reply.header('cache-control', 'no-store');
    return { prePopFields: await relayPatientInfo(relay, req.body.slug) };
  });

  endpoint(app, 'relayScreening', async (req) => relayStoredScreening(db, relay, req.body.slug, req.body.screeningId));

  endpoint(app, 'relayIndications', async (req) => relayIndications(relay, req.body.slug, req.body.indicationIds));

  endpoint(app, 'relaySites', async (req) => ({ sites: await relayStudySites(relay, req.body.slug, req.body.studyId) }));
}
