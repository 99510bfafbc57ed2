/** Client error reports, as received (already scrubbed of personal data by the service). */
import type { Queryable } from '../database.ts';
import type { ClientErrorRequest } from '../../../generated/api/client-error.request.ts';

export interface StoredClientError {
  id: string;
  eventId: string;
  receivedAt: Date;
  severity: ClientErrorRequest['severity'];
  code: string | null;
  message: string;
  stack: string | null;
  details: Record<string, unknown>;
  campaign: string | null;
  flow: string | null;
  page: string;
  pageHistory: string[];
  query: Record<string, string>;
  leadLpParamId: string | null;
  locale: string | null;
  userAgent: string | null;
}

export async function insertClientError(db: Queryable, eventId: string, r: ClientErrorRequest): Promise<string> {
  const c = r.context;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO client_errors (event_id, severity, code, message, stack, details, campaign, flow, page, page_history, query, lead_lp_param_id, locale, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id::text AS id`,
    [eventId, r.severity, r.code ?? null, r.message, r.stack ?? null, JSON.stringify(r.details ?? {}), c.campaign, c.flow, c.page, c.pageHistory,
      JSON.stringify(c.query), c.leadLpParamId, c.locale ?? null, c.userAgent ?? null],
  );
  return (rows[0] as { id: string }).id;
}

/** The most recent reports first (operations and tests). */
export async function listClientErrors(db: Queryable, limit = 100): Promise<StoredClientError[]> {
  const { rows } = await db.query<StoredClientError>(
    `SELECT id::text AS id, event_id AS "eventId", received_at AS "receivedAt", severity, code, message, stack, details, campaign, flow, page,
            page_history AS "pageHistory", query, lead_lp_param_id AS "leadLpParamId", locale, user_agent AS "userAgent"
       FROM client_errors ORDER BY client_errors.id DESC LIMIT $1`, [limit]);
  return rows;
}
