/** Runs a write once per Idempotency-Key inside one transaction; a retry with the same key gets the first response. */
import type { Database, Queryable } from '../db/database.ts';
import { createHash } from 'node:crypto';
import { claimKey, storeResponse } from '../db/repositories/idempotency.ts';
import { IdempotencyInProgressError, IdempotencyMismatchError } from '../errors.ts';

const hashRequest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export async function once<T>(db: Database, scope: string, key: string | null, request: unknown, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (key) {
      const claim = await claimKey(tx, scope, key, hashRequest(request));
      if (claim.state === 'replay') return claim.response as T;
      if (claim.state === 'mismatch') throw new IdempotencyMismatchError();
      if (claim.state === 'in_progress') throw new IdempotencyInProgressError();
    }
    const result = await work(tx);
    if (key) await storeResponse(tx, scope, key, 200, result);
    return result;
  });
}
