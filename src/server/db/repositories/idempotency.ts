/** Idempotency keys in PostgreSQL, so every API process answers a retried request with the first response. */
import type { Queryable } from '../database.ts';
import type { Params } from './statement.ts';

export type Claim =
  | { state: 'claimed' }
  | { state: 'replay'; status: number; response: unknown }
  | { state: 'mismatch' }
  /** The caller's own key, answered, now with another request: its first response, for a write that may take the change. */
  | { state: 'changed'; response: unknown }
  | { state: 'in_progress' };

/**
 * Claims `key` inside the caller's transaction. A concurrent request with the same key waits on the
 * unique index until the first commits, then sees its stored response. A key first used by another caller
 * (another `callerHash`) is a mismatch whatever its state; the caller's own, answered, with another request is
 * 'changed' (a mismatch unless the write takes changes, see services/idempotent.ts).
 */
export async function claimKey(tx: Queryable, scope: string, key: string, requestHash: string, callerHash: string): Promise<Claim> {
  const inserted = await tx.query('INSERT INTO idempotency_keys (scope, key, request_hash, caller_hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key',
    [scope, key, requestHash, callerHash]);
  if (inserted.rows.length) return { state: 'claimed' };
  const { rows } = await tx.query<{ request_hash: string; caller_hash: string | null; status: number | null; response: unknown }>(
    'SELECT request_hash, caller_hash, status, response FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
  const row = rows[0];
  if (!row) return { state: 'in_progress' };
  if (row.caller_hash !== callerHash) return { state: 'mismatch' };
  if (row.status === null) return { state: 'in_progress' };
  if (row.request_hash !== requestHash) return { state: 'changed', response: row.response };
  return { state: 'replay', status: row.status, response: row.response };
}

/** `response` is stored as given: the service seals it first (src/server/services/idempotent.ts). */
export async function storeResponse(tx: Queryable, scope: string, key: string, status: number, response: unknown): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET status = $3, response = $4 WHERE scope = $1 AND key = $2', [scope, key, status, JSON.stringify(response)]);
}

/**
 * Adds the common table expression `claim` (a key claimed in the statement that writes, see claimWithResponse) to a
 * statement, with its parameters; the write waits on it. `condition` must hold for the claim to be made.
 */
export type ClaimPart = (p: Params, condition?: string, name?: string) => string;

/**
 * A common table expression `claim` for a statement that claims a new key and writes in one go: it inserts the key with
 * its response stored already (a concurrent retry waits on the unique index, then replays it) when `condition` holds,
 * and yields a row only when it did. A key already there yields none: the caller then takes the general way (claimKey).
 */
export function claimWithResponse(p: Params, scope: string, key: string, requestHash: string, callerHash: string, response: unknown, condition = 'true', name = 'claim'): string {
  return `${name} AS (INSERT INTO idempotency_keys (scope, key, request_hash, caller_hash, status, response)
    SELECT ${p.add(scope, 'text')}, ${p.add(key, 'text')}, ${p.add(requestHash, 'text')}, ${p.add(callerHash, 'text')}, 200, ${p.add(JSON.stringify(response), 'jsonb')}
    WHERE ${condition} ON CONFLICT DO NOTHING RETURNING 1)`;
}
