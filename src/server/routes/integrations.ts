/**
 * Integrations the page reaches through our API: their settings, live-chat availability, the built-in partner
 * pixel and the ad-security platform. No personal data travels here.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { endpoint } from './endpoint.ts';
import { adSecurityFor, chatAvailabilityFor, integrationSettings, recordPixelHit } from '../services/integrations.ts';

// A transparent 1×1 GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export async function integrationRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }): Promise<void> {
  const availability = chatAvailabilityFor(config.integrations, config.now, (msg, ctx) => app.log.warn(ctx, msg));
  const adSecurity = adSecurityFor(config.integrations, db);

  endpoint(app, 'integrationSettings', async () => integrationSettings(config.integrations));

  // The provider's contract: the status as text, 'online' or anything else.
  endpoint(app, 'chatAvailability', async (_req, reply) => reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(await availability()));

  endpoint(app, 'partnerPixel', async (req, reply) => {
    await recordPixelHit(db, req.query);
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });

  endpoint(app, 'adSecurityClick', async (req) => adSecurity.click(req.body));

  endpoint(app, 'adSecurityConversion', async (req, reply) => {
    await adSecurity.conversion(req.body);
    return reply.status(204).send();
  });
}
