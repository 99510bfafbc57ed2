/** Postal verification and can-call-now: POSTs, so postal codes stay out of URLs and logs. */
import type { FastifyInstance } from 'fastify';
import { postalCheck } from '../services/postalVerification.ts';
import { callNow } from '../services/callNow.ts';
import { endpoint } from './endpoint.ts';
import { optionalLeadToken } from './requestHeaders.ts';
import type { Database } from '../db/database.ts';

export async function checkRoutes(app: FastifyInstance, { db, now }: { db: Database; now: () => Date }): Promise<void> {
  endpoint(app, 'verifyPostalCode', async (req) => postalCheck(req.body));
  endpoint(app, 'canCallNow', async (req) => ({ callNow: await callNow(db, req.body, optionalLeadToken(req), now(), (msg) => req.log.warn(msg)) }));
}
