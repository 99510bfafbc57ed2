/**
 * Direct offers for a country and postal code, from the configured provider. A POST keeps the postal code out of URLs.
 * The postal code is checked as a typed one is: offers are looked for only near one we know.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { builtInOffers, httpOffers } from '../services/offers.ts';
import { endpoint } from './endpoint.ts';
import { verifyPostalCode } from '../services/postalVerification.ts';
import { isCountryCode } from '../../core/countries.ts';

export async function offersRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }): Promise<void> {
  const provider = config.offers.provider === 'http' ? httpOffers(config.offers, (msg, ctx) => app.log.error(ctx ?? {}, msg)) : builtInOffers(db);
  endpoint(app, 'offers', async (req) => {
    const { country, postalCode } = req.body;
    // A postal code we do not know (a link's, mistyped) finds no offers near it, and the page says why.
    if (isCountryCode(country) && !verifyPostalCode(postalCode, country)) return { offers: [], postalCodeKnown: false };
    return { offers: await provider.offersFor(country, postalCode), postalCodeKnown: true };
  });
}
