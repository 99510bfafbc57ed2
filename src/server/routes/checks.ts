/** Postal verification and can-call-now: POSTs, so postal codes stay out of URLs and logs. */
import type { FastifyInstance } from 'fastify';
import type { PostalVerifyRequest } from '../../generated/api/postal-verify.request.ts';
import type { CanCallNowRequest } from '../../generated/api/can-call-now.request.ts';
import { postalCheck } from '../services/postalVerification.ts';
import { callNow } from '../services/callNow.ts';

export async function checkRoutes(app: FastifyInstance, { now }: { now: () => Date }): Promise<void> {
  app.post<{ Body: PostalVerifyRequest }>('/api/postal/verify', {
    schema: { body: { $ref: 'postal-verify.request#' }, response: { 200: { $ref: 'postal-verify.response#' }, '4xx': { $ref: 'error.response#' } } },
  }, async (req) => postalCheck(req.body));

  app.post<{ Body: CanCallNowRequest }>('/api/can_call_now', {
    schema: { body: { $ref: 'can-call-now.request#' }, response: { 200: { $ref: 'can-call-now.response#' }, '4xx': { $ref: 'error.response#' } } },
  }, async (req) => ({ callNow: callNow(req.body, now(), (msg) => req.log.warn(msg)) }));
}
