/**
 * Removal of expired operational rows (src/server/services/retention.ts decides when). Each function removes the rows
 * older than `before` and says how many went. Leads, consents, a lead's screenings and bookings have none on purpose.
 */
import type { Queryable } from '../database.ts';
import type { RetentionTable } from '../../../core/retention.ts';

async function count(db: Queryable, deleteSql: string, before: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`WITH gone AS (${deleteSql} RETURNING 1) SELECT count(*)::int AS n FROM gone`, [before]);
  return Number(rows[0]?.n ?? 0);
}

/** Each table's DELETE of rows older than $1: the time column is the row's last activity. */
const DELETES: Record<RetentionTable, string> = {
  // A session's batches go with it: they are removed first, for the sessions whose last upload is older than the cutoff.
  recording_chunks: 'DELETE FROM recording_chunks c USING recording_sessions s WHERE c.session_id = s.id AND s.updated_at < $1',
  recording_sessions: 'DELETE FROM recording_sessions WHERE updated_at < $1',
  // An opening (who may upload to a recording) goes with its recording, or once old if nothing was ever uploaded.
  recording_openings: 'DELETE FROM recording_openings o WHERE o.opened_at < $1 AND NOT EXISTS (SELECT 1 FROM recording_sessions s WHERE s.id = o.id)',
  actions: 'DELETE FROM actions WHERE created_at < $1',
  router_logs: 'DELETE FROM router_logs WHERE created_at < $1',
  // A landing a lead came from is its attribution (the lead's sourceInfo.leadLpParamId names it) and stays with it.
  landings: `DELETE FROM landings l WHERE l.created_at < $1
               AND l.id::text NOT IN (SELECT source_info->>'leadLpParamId' FROM leads WHERE source_info->>'leadLpParamId' IS NOT NULL)`,
  // Of the screenings table, only those no lead has (a lead's are kept with it, as the module's note says).
  screenings_without_lead: 'DELETE FROM screenings WHERE lead_id IS NULL AND created_at < $1',
  client_errors: 'DELETE FROM client_errors WHERE received_at < $1',
  idempotency_keys: 'DELETE FROM idempotency_keys WHERE created_at < $1',
  rate_limits: 'DELETE FROM rate_limits WHERE reset_at <= $1',
  pixel_hits: 'DELETE FROM pixel_hits WHERE created_at < $1',
  ad_security_events: 'DELETE FROM ad_security_events WHERE created_at < $1',
  redirect_debug: 'DELETE FROM redirect_debug WHERE created_at < $1',
};

/** Removes `table`'s rows older than `before`; returns how many were removed. */
export function deleteExpired(db: Queryable, table: RetentionTable, before: Date): Promise<number> {
  return count(db, DELETES[table], before);
}

/**
 * Takes the retention job's advisory lock for the caller's transaction (released when it ends); false when another
 * process holds it. The key is a fixed 64-bit number of our own.
 */
export async function tryRetentionLock(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1::bigint) AS locked', [RETENTION_LOCK_KEY]);
  return rows[0]?.locked === true;
}

/** The bytes of 'retention' (0x7265746e74696f6e) as a bigint, in decimal text: no other advisory lock of ours shares it. */
const RETENTION_LOCK_KEY = '8243122710719852398';
