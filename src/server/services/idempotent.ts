/**
 * Runs a write once per Idempotency-Key inside one transaction; a retry with the same key gets the first response.
 * A key is bound to its caller (a hash of the CSRF secret cookie, which every state-changing call carries) as well as
 * to the request: another caller with the same key and body is refused and never sees the stored response. The stored
 * response is sealed (AES-256-GCM) under a key derived from the caller's secret, so the table holds no update token
 * in plain text and only that caller can read it back.
 */
import type { Database, Queryable } from '../db/database.ts';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { claimKey, claimWithResponse, storeResponse, type ClaimPart } from '../db/repositories/idempotency.ts';
import { IdempotencyInProgressError, IdempotencyMismatchError } from '../errors.ts';

/** The Idempotency-Key header and the secret of the client that sent it (its `_csrf` cookie). */
export interface Idempotency {
  key: string;
  callerSecret: string;
}

/** What idempotency_keys.response holds: the response, encrypted. */
interface Sealed {
  sealed: 1;
  iv: string;
  data: string;
  tag: string;
}

const hashRequest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Identifies the caller in the table; the sealing key is derived separately, so the stored hash does not open the response. */
export const callerHash = (secret: string): string => createHash('sha256').update(`idempotency-caller\0${secret}`).digest('hex');

/**
 * HKDF-SHA256 (RFC 5869) of the caller's secret, salt 'idempotency-keys', info 'response-sealing-v1', 32 bytes: one
 * block, so extract and expand are one HMAC each. The same bytes as `hkdfSync`, which took three times as long (12 µs
 * against 4 µs, about 2 % of a lead save's time in the server's thread).
 */
export function sealingKey(secret: string): Buffer {
  const pseudorandomKey = createHmac('sha256', 'idempotency-keys').update(secret).digest();
  return createHmac('sha256', pseudorandomKey).update('response-sealing-v1').update(FIRST_BLOCK).digest();
}
const FIRST_BLOCK = Buffer.from([1]);

/** The row's scope and key are the associated data, so a sealed response cannot be moved to another row. */
export function seal(secret: string, scope: string, key: string, response: unknown): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  cipher.setAAD(Buffer.from(`${scope}\0${key}`));
  const data = Buffer.concat([cipher.update(JSON.stringify(response), 'utf8'), cipher.final()]);
  return { sealed: 1, iv: iv.toString('base64'), data: data.toString('base64'), tag: cipher.getAuthTag().toString('base64') };
}

export function unseal(secret: string, scope: string, key: string, stored: Sealed): unknown {
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), Buffer.from(stored.iv, 'base64'));
  decipher.setAAD(Buffer.from(`${scope}\0${key}`));
  decipher.setAuthTag(Buffer.from(stored.tag, 'base64'));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(stored.data, 'base64')), decipher.final()]).toString('utf8'));
}

const isSealed = (value: unknown): value is Sealed => typeof value === 'object' && value !== null && (value as Sealed).sealed === 1;

/**
 * A key's own caller sent it again once its first request was answered (`once` with changes 'taken'): the first
 * response, and whether the request is the first's. A lead's save whose answer was lost (a reload while it was on its
 * way) and whose answers then changed: refused, the page made a second lead for the same person, the first holding a
 * consent the person had taken back. The write decides what the repeat does (leadService.ts createLead).
 */
export class KeyUsedBefore extends Error {
  constructor(readonly firstResponse: unknown, readonly sameRequest: boolean) {
    super('this key was used before by its caller');
  }
}

/** What `once` does with the caller's own key sent again: replay or refuse it, or report it (KeyUsedBefore). */
export type Changes = 'refused' | 'taken';

/**
 * The key a change made under another key's name stands under: one per request and per changes made before it, so a
 * retry of it is made once, and answers chosen again after others (granted, refused, granted again) are made again.
 */
export const keyOfChange = (key: string, request: unknown, changesBefore: number): string => `${key}:${changesBefore}:${hashRequest(request).slice(0, 32)}`;

export async function once<T>(db: Database, scope: string, idempotency: Idempotency | null, request: unknown, work: (tx: Queryable) => Promise<T>, changes: Changes = 'refused'): Promise<T> {
  return db.transaction(async (tx) => {
    if (idempotency) {
      const { key, callerSecret } = idempotency;
      const claim = await claimKey(tx, scope, key, hashRequest(request), callerHash(callerSecret));
      if (claim.state === 'replay') {
        // A response stored before keys were sealed (or tampered with) is not replayed: the key counts as used.
        if (!isSealed(claim.response)) throw new IdempotencyMismatchError();
        const first = unseal(callerSecret, scope, key, claim.response) as T;
        if (changes === 'taken') throw new KeyUsedBefore(first, true);
        return first;
      }
      if (claim.state === 'mismatch') throw new IdempotencyMismatchError();
      if (claim.state === 'changed') {
        if (changes === 'taken' && isSealed(claim.response)) throw new KeyUsedBefore(unseal(callerSecret, scope, key, claim.response), false);
        throw new IdempotencyMismatchError();
      }
      if (claim.state === 'in_progress') throw new IdempotencyInProgressError();
    }
    const result = await work(tx);
    if (idempotency) await storeResponse(tx, scope, idempotency.key, 200, seal(idempotency.callerSecret, scope, idempotency.key, result));
    return result;
  });
}

/**
 * `once` for a write whose response is known before it runs, in one statement in the common case: `write` claims a
 * new key with the sealed response stored already (the claim it is given; none without a key) and writes, in one
 * statement, and says whether it did. Anything else (a retry, another caller, a refused write) goes the general way,
 * `once` with `work`, so the outcome is the same either way.
 */
export async function onceInOneStatement<T>(db: Database, scope: string, idempotency: Idempotency | null, request: unknown, response: T,
  write: (claim: ClaimPart | null) => Promise<boolean>, work: (tx: Queryable) => Promise<T>, changes: Changes = 'refused'): Promise<T> {
  const claim: ClaimPart | null = idempotency
    ? (p, condition, name) => claimWithResponse(p, scope, idempotency.key, hashRequest(request), callerHash(idempotency.callerSecret),
      seal(idempotency.callerSecret, scope, idempotency.key, response), condition, name)
    : null;
  if (await write(claim)) return response;
  return once(db, scope, idempotency, request, work, changes);
}
