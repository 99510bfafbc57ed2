/** Direct offers for a country and postal code, from the configured provider. A POST keeps the postal code out of URLs. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { builtInOffers, httpOffers } from '../services/offers.ts';

export async function offersRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }): Promise<void> {
  const provider = config.offers.provider === 'http' ? httpOffers(config.offers, (msg, ctx) => app.log.error(ctx ?? {}, msg)) : builtInOffers(db);
  app.post<{ Body: { country: string; postalCode: string } }>('/api/offers', {
    schema: {
      body: { type: 'object', additionalProperties: false, required: ['country', 'postalCode'], properties: { country: { type: 'string', pattern: '^[A-Z]{2}$' }, postalCode: { type: 'string', maxLength: 12 } } },
      response: { 200: { type: 'object', additionalProperties: false, required: ['offers'], properties: { offers: { type: 'array', items: {
        type: 'object', additionalProperties: false, required: ['id', 'title', 'description', 'compensation', 'requirements', 'imageUrl', 'url', 'brand'],
        properties: { id: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' }, compensation: { type: ['string', 'null'] }, requirements: { type: ['string', 'null'] },
          imageUrl: { type: ['string', 'null'] }, url: { type: 'string' },
          brand: { type: 'object', additionalProperties: false, required: ['titleColor', 'buttonColor', 'buttonText'], properties: { titleColor: { type: 'string' }, buttonColor: { type: 'string' }, buttonText: { type: 'string' } } } } } } } },
        '4xx': { $ref: 'error.response#' } },
    },
  }, async (req) => ({ offers: await provider.offersFor(req.body.country, req.body.postalCode) }));
}
