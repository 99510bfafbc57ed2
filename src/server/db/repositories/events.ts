/** Landing visits, tracked actions, router logs and redirect debugging: no personal data. */
import type { Queryable } from '../database.ts';

/**
 * The visit's landing: the one it already has (`known`) when that is one of this signup's, for the same study and
 * indication (another study's link in the same tab is a landing of its own), else a new one. In one
 * statement: a reload of the page is not a landing of its own, and the lead keeps the landing it came from.
 */
export async function landingOf(db: Queryable, signup: string, studyId: number | null, indicationId: number | null, known: string | null = null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `WITH known AS (SELECT id FROM landings WHERE id = $4::uuid AND signup = $1 AND study_id IS NOT DISTINCT FROM $2 AND indication_id IS NOT DISTINCT FROM $3),
          made AS (INSERT INTO landings (signup, study_id, indication_id) SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM known) RETURNING id)
     SELECT id FROM known UNION ALL SELECT id FROM made`,
    [signup, studyId, indicationId, known]);
  return (rows[0] as { id: string }).id;
}

export async function insertActions(db: Queryable, a: { signup: string; routePath: string; actions: string[]; hasQuestions: boolean | null; query: Record<string, string>; leadLpParamId: string | null }): Promise<void> {
  await db.query('INSERT INTO actions (signup, route_path, actions, has_questions, query, lead_lp_param_id) VALUES ($1, $2, $3, $4, $5, $6)',
    [a.signup, a.routePath, a.actions, a.hasQuestions, JSON.stringify(a.query), a.leadLpParamId]);
}

export async function insertRouterLog(db: Queryable, r: { signup: string; studyExternalId: string | null; to: string; from: string; path: string; query: Record<string, string>; leadLpParamId: string | null }): Promise<void> {
  // A study's external id is kept when it is one of a study here: any other text is a script's, and may be anything.
  await db.query('INSERT INTO router_logs (signup, study_external_id, to_path, from_path, path, query, lead_lp_param_id) VALUES ($1, (SELECT external_id FROM studies WHERE external_id = $2), $3, $4, $5, $6, $7)',
    [r.signup, r.studyExternalId, r.to, r.from, r.path, JSON.stringify(r.query), r.leadLpParamId]);
}

export async function insertRedirectDebug(db: Queryable, referrerUrl: string | null, attemptedCampaign: string): Promise<void> {
  await db.query('INSERT INTO redirect_debug (referrer_url, attempted_campaign) VALUES ($1, $2)', [referrerUrl, attemptedCampaign]);
}
