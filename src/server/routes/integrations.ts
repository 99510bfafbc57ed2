/**
 * Integrations the page reaches through our API: their settings, live-chat availability, the built-in partner
 * pixel and the ad-security platform. No personal data travels here.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { builtInAvailability, httpAvailability } from '../services/chatAvailability.ts';
import { builtInAdSecurity, httpAdSecurity, type ClickRequest } from '../services/adSecurity.ts';
import { insertPixelHit } from '../db/repositories/integrationEvents.ts';
import { PIXEL_PARTNERS } from '../../core/trafficSource.ts';

// A transparent 1×1 GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const BUILT_IN_PIXEL = '/api/pixels/partner';

const clickBody = {
  type: 'object', additionalProperties: false, required: ['studyId', 'utmSource', 'campaign'],
  properties: { studyId: { type: 'integer', minimum: 1, maximum: 2147483647 }, utmSource: { type: 'string', minLength: 1, maxLength: 100 }, campaign: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export async function integrationRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }): Promise<void> {
  const { integrations } = config;
  const availability = integrations.chatAvailabilityUrl
    ? httpAvailability(integrations.chatAvailabilityUrl, (msg, ctx) => app.log.warn(ctx, msg))
    : builtInAvailability(config.now);
  const adSecurity = integrations.adSecurityUrl ? httpAdSecurity(integrations.adSecurityUrl) : builtInAdSecurity(db);

  app.get('/api/integrations', {
    schema: { response: { 200: { type: 'object', additionalProperties: false, required: ['tagManagerUrl', 'chatScriptUrl', 'partnerPixelUrl'],
      properties: { tagManagerUrl: { type: ['string', 'null'] }, chatScriptUrl: { type: ['string', 'null'] }, partnerPixelUrl: { type: 'string' } } } } },
  }, async () => ({ tagManagerUrl: integrations.tagManagerUrl, chatScriptUrl: integrations.chatScriptUrl, partnerPixelUrl: integrations.partnerPixelUrl ?? BUILT_IN_PIXEL }));

  // The provider's contract: the status as text, 'online' or anything else.
  app.get('/api/chat/availability', async (_req, reply) => reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(await availability()));

  app.get<{ Querystring: { partner: string; event: string; lp?: string } }>(BUILT_IN_PIXEL, {
    schema: { querystring: { type: 'object', additionalProperties: false, required: ['partner', 'event'], properties: {
      partner: { type: 'string', enum: [...PIXEL_PARTNERS] }, event: { type: 'string', pattern: '^[a-z_]{1,40}$' }, lp: { type: 'string', maxLength: 64 } } } },
  }, async (req, reply) => {
    await insertPixelHit(db, { partner: req.query.partner, event: req.query.event, leadLpParamId: req.query.lp ?? null });
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });

  app.post<{ Body: ClickRequest }>('/api/ad-security/click', {
    schema: { body: clickBody, response: { 200: { type: 'object', additionalProperties: false, required: ['responses', 'transactionId'],
      properties: { responses: { type: 'array', items: { type: 'string' } }, transactionId: { type: 'string' } } } } },
  }, async (req) => adSecurity.click(req.body));

  app.post<{ Body: ClickRequest & { transactionId: string } }>('/api/ad-security/conversion', {
    schema: { body: { ...clickBody, required: [...clickBody.required, 'transactionId'], properties: { ...clickBody.properties, transactionId: { type: 'string', minLength: 1, maxLength: 100 } } } },
  }, async (req, reply) => {
    await adSecurity.conversion(req.body);
    return reply.status(204).send();
  });
}
