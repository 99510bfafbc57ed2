/** Whether the database answers, for /api/health, without queueing behind a burst of writes. */
import type { Database } from '../db/database.ts';

/** How recent an answer from the embedded database proves it works (see Database.answeredWithin). */
export const HEALTH_PROOF_MS = 1_000;

const MIGRATION = 'SELECT coalesce(max(version), 0)::int AS v FROM schema_migrations';

export type DatabaseHealth = { ok: true; driver: Database['driver']; migration: number } | { ok: false; driver: Database['driver'] };

/**
 * The health of `db`, asked on health's own connection where the database has one (PostgreSQL). On the embedded
 * database, whose one connection is busy under a burst of saves, a statement answered within HEALTH_PROOF_MS is the
 * proof instead of a check that would wait its turn for seconds.
 */
export function databaseHealth(db: Database): () => Promise<DatabaseHealth> {
  let migration: number | null = null;
  return async () => {
    if (migration !== null && db.answeredWithin?.(HEALTH_PROOF_MS)) return { ok: true, driver: db.driver, migration };
    try {
      const { rows } = db.probe ? await db.probe<{ v: number }>(MIGRATION) : await db.query<{ v: number }>(MIGRATION);
      migration = rows[0]?.v ?? 0;
      return { ok: true, driver: db.driver, migration };
    } catch {
      return { ok: false, driver: db.driver };
    }
  };
}
