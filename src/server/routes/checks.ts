/** Postal verification and can-call-now: POSTs, so postal codes stay out of URLs and logs. */
import type { FastifyInstance } from 'fastify';
import { postalCheck } from '../services/postalVerification.ts';
import { callNow } from '../services/callNow.ts';
import { endpoint } from './endpoint.ts';

export async function checkRoutes(app: FastifyInstance, { now }: { now: () => Date }): Promise<void> {
  endpoint(app, 'verifyPostalCode', async (req) => postalCheck(req.body));
  endpoint(app, 'canCallNow', async (req) => ({ callNow: callNow(req.body, now(), (msg) => req.log.warn(msg)) }));
}
