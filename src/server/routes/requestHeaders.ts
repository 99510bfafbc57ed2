/** Headers the write routes read: the Idempotency-Key of a retryable request and the lead's update token. */
import type { FastifyRequest } from 'fastify';
import { IdempotencyCallerMissingError, IdempotencyKeyInvalidError, LeadTokenMissingError } from '../errors.ts';
import type { Idempotency } from '../services/idempotent.ts';

/** The cookie holding the CSRF secret that @fastify/csrf-protection sets (its default `cookieKey`). */
const CSRF_SECRET_COOKIE = '_csrf';

/** The Idempotency-Key, bound to the caller that sent it: its CSRF secret, which every state-changing call carries. */
export function idempotencyKey(req: FastifyRequest): Idempotency | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw new IdempotencyKeyInvalidError();
  const secret = callerSecret(req);
  if (!secret) throw new IdempotencyCallerMissingError();
  return { key, callerSecret: secret };
}

/** The caller's CSRF secret (the cookie every state-changing call carries), or null without one. */
export function callerSecret(req: FastifyRequest): string | null {
  return req.cookies?.[CSRF_SECRET_COOKIE] || null;
}

/** The lead's update token where a request may come without a lead (a screening, a search), or null. */
export function optionalLeadToken(req: FastifyRequest): string | null {
  const raw = req.headers['x-lead-token'];
  return (Array.isArray(raw) ? raw[0] : raw) || null;
}

/** The lead's update token a change of that lead needs. */
export function leadToken(req: FastifyRequest): string {
  const token = optionalLeadToken(req);
  if (!token) throw new LeadTokenMissingError();
  return token;
}
