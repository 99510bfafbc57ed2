/**
 * The retention job: removes operational rows older than the policy allows (src/core/retention.ts), table by table,
 * children first. Leads, consents, screenings and bookings are never removed (consent records are kept as the law
 * requires, at least 5 years). The server runs it at start and every hour; `npm run retention:run` runs it once.
 */
import type { Database } from '../db/database.ts';
import { RETENTION_TABLES, retentionCutoffs, type RetentionPolicy, type RetentionTable } from '../../core/retention.ts';
import { deleteExpired, tryRetentionLock } from '../db/repositories/retention.ts';

export type RetentionRemoved = Record<RetentionTable, number>;

/**
 * Removes the expired rows of every table in one transaction holding the job's advisory lock, so that of several API
 * processes sharing a PostgreSQL server only one runs it at a time. Returns the rows removed per table, or null when
 * another process was running it.
 */
export async function runRetention(db: Database, policy: RetentionPolicy, now: Date): Promise<RetentionRemoved | null> {
  const cutoffs = retentionCutoffs(policy, now);
  // A backlog of expired rows may take longer to delete than a request's statement may run (postgres.ts); cut off at
  // 20 s, the job would fail every hour and never catch up.
  return db.transaction(async (tx) => {
    if (!(await tryRetentionLock(tx))) return null;
    const removed = {} as RetentionRemoved;
    for (const table of RETENTION_TABLES) removed[table] = await deleteExpired(tx, table, cutoffs[table]);
    return removed;
  }, { unbounded: true });
}

/** How often the server runs the job. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
