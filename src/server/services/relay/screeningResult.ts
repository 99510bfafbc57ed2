/** The stored verdict of a screening, as the relay sends it: the server's own judgement, never the browser's. */
import type { Queryable } from '../../db/database.ts';
import type { RelayScreeningResult } from './adapter.ts';

export async function storedScreeningResult(db: Queryable, screeningId: string): Promise<RelayScreeningResult | null> {
  const { rows } = await db.query<RelayScreeningResult>(
    `SELECT id AS "screeningId", study_id AS "studyId", campaign, passed, fully_qualified AS "fullyQualified",
            criteria_qualified AS "criteriaQualified", bio_qualified AS "bioQualified", site_id AS "siteId", reasons,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "screenedAt"
       FROM screenings WHERE id = $1`, [screeningId]);
  return rows[0] ?? null;
}
