/** Direct offers for a country and postal code, from the configured provider. A POST keeps the postal code out of URLs. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { builtInOffers, httpOffers } from '../services/offers.ts';
import { endpoint } from './endpoint.ts';

export async function offersRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }): Promise<void> {
  const provider = config.offers.provider === 'http' ? httpOffers(config.offers, (msg, ctx) => app.log.error(ctx ?? {}, msg)) : builtInOffers(db);
  endpoint(app, 'offers', async (req) => ({ offers: await provider.offersFor(req.body.country, req.body.postalCode) }));
}
