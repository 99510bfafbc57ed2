/**
 * Integrations the page reaches through our API: their settings, live-chat availability, the built-in partner
 * pixel and the ad-security platform. No personal data travels here.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import type { AdSecurityClickRequest } from '../../generated/api/ad-security-click.request.ts';
import type { AdSecurityConversionRequest } from '../../generated/api/ad-security-conversion.request.ts';
import type { PartnerPixelQuery } from '../../generated/api/partner-pixel.query.ts';
import { adSecurityFor, BUILT_IN_PIXEL, chatAvailabilityFor, integrationSettings, recordPixelHit } from '../services/integrations.ts';

// A transparent 1×1 GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export async function integrationRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }): Promise<void> {
  const availability = chatAvailabilityFor(config.integrations, config.now, (msg, ctx) => app.log.warn(ctx, msg));
  const adSecurity = adSecurityFor(config.integrations, db);

  app.get('/api/integrations', { schema: { response: { 200: { $ref: 'integrations.response#' } } } }, async () => integrationSettings(config.integrations));

  // The provider's contract: the status as text, 'online' or anything else.
  app.get('/api/chat/availability', async (_req, reply) => reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(await availability()));

  app.get<{ Querystring: PartnerPixelQuery }>(BUILT_IN_PIXEL, { schema: { querystring: { $ref: 'partner-pixel.query#' } } }, async (req, reply) => {
    await recordPixelHit(db, req.query);
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });

  app.post<{ Body: AdSecurityClickRequest }>('/api/ad-security/click', {
    schema: { body: { $ref: 'ad-security-click.request#' }, response: { 200: { $ref: 'ad-security-click.response#' } } },
  }, async (req) => adSecurity.click(req.body));

  app.post<{ Body: AdSecurityConversionRequest }>('/api/ad-security/conversion', {
    schema: { body: { $ref: 'ad-security-conversion.request#' } },
  }, async (req, reply) => {
    await adSecurity.conversion(req.body);
    return reply.status(204).send();
  });
}
