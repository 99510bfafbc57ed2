/** Partner pixel hits and ad-security events recorded by the built-in integrations. */
import type { Queryable } from '../database.ts';

export async function insertPixelHit(db: Queryable, hit: { partner: string; event: string; leadLpParamId: string | null }): Promise<void> {
  await db.query('INSERT INTO pixel_hits (partner, event, lead_lp_param_id) VALUES ($1, $2, $3)', [hit.partner, hit.event, hit.leadLpParamId]);
}

export async function insertAdSecurityEvent(db: Queryable, e: { kind: 'click' | 'conversion'; transactionId: string; studyId: number; utmSource: string; campaign: string; responses: string[] }): Promise<void> {
  await db.query('INSERT INTO ad_security_events (kind, transaction_id, study_id, utm_source, campaign, responses) VALUES ($1, $2, $3, $4, $5, $6)',
    [e.kind, e.transactionId, e.studyId, e.utmSource, e.campaign, JSON.stringify(e.responses)]);
}
