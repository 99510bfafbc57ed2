/** Headers the write routes read: the Idempotency-Key of a retryable request and the lead's update token. */
import type { FastifyRequest } from 'fastify';
import { IdempotencyKeyInvalidError, LeadTokenMissingError } from '../errors.ts';

export function idempotencyKey(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw new IdempotencyKeyInvalidError();
  return key;
}

export function leadToken(req: FastifyRequest): string {
  const raw = req.headers['x-lead-token'];
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (!token) throw new LeadTokenMissingError();
  return token;
}
