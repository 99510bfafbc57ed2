/**
 * Receives a browser's error report: scrubs it again (the browser already did; a report must never carry
 * personal data into our database, logs or a third party), stores it, logs it at its severity's level (a page's
 * fatal at error) and, when a DSN is configured, hands it to the forwarder.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import type { ClientErrorRequest } from '../../../generated/api/client-error.request.ts';
import { isPersonalKey, scrubPersonalData } from '../../../core/scrubPersonalData.ts';
import { publicQuery } from '../../../core/queryParams.ts';
import { loggedQuery, loggedUrl, loggedValue } from '../../loggedUrl.ts';
import { insertClientError } from '../../db/repositories/clientErrors.ts';
import type { SentryForwarder } from './sentryForwarder.ts';

const scrub = (text: string, max: number) => scrubPersonalData(text).slice(0, max);
/**
 * A name or id the report carries (the campaign, its flow, the landing page's id, a detail's key, a step the visit
 * passed): kept only when plain.
 */
const plain = (value: string | null) => (value === null ? null : loggedValue(value));

/** A detail's value: none under a key that names a person's detail (`postalCode`, `caregiverFirstName`), whatever it is. */
const detailValue = (key: string, value: string | null | undefined) => {
  if (isPersonalKey(key)) return '[redacted]';
  return typeof value === 'string' ? scrub(value, 300) : null;
};

export function scrubReport(r: ClientErrorRequest): ClientErrorRequest {
  const c = r.context;
  return {
    ...r,
    message: scrub(r.message, 1000),
    ...(r.stack !== undefined ? { stack: scrub(r.stack, 8000) } : {}),
    ...(r.details ? { details: Object.fromEntries(Object.entries(r.details).map(([k, v]) => [plain(k), detailValue(k, v)])) } : {}),
    context: {
      ...c,
      campaign: plain(c.campaign),
      flow: plain(c.flow),
      leadLpParamId: plain(c.leadLpParamId),
      // The page's path as the request log writes one: a segment with a name, an address or a phone in it is redacted.
      page: loggedUrl(scrub(c.page, 300)),
      pageHistory: c.pageHistory.map((p) => plain(scrub(p, 100)) ?? '[redacted]'),
      // Its query as the request log writes one: the product's own parameters when plain (a subscriber's name in
      // utm_source is not), nothing of any other.
      query: Object.fromEntries(Object.entries(loggedQuery(publicQuery(c.query))).map(([k, v]) => [k, v.slice(0, 300)])),
    },
  };
}

/**
 * The pino level of each severity. A page that could not render reports 'fatal', and the record keeps that word; but
 * the server's own fatal level means the server is going down, and an anonymous report may not raise that alarm.
 */
export const LOG_LEVEL = { fatal: 'error', error: 'error', warning: 'warn', info: 'info' } as const;

/**
 * Logs a report at its severity's level; an error line only while `errorLineAllowed` says so (logBudget.ts): reports are
 * anonymous, alerts follow error lines, and many addresses each within their rate limit could raise hundreds a minute.
 * Past the budget the line is written at info, marked, so nothing is lost from the log.
 */
export function logClientError(log: FastifyBaseLogger, eventId: string, r: ClientErrorRequest, errorLineAllowed: () => boolean = () => true): void {
  const c = r.context;
  const level = LOG_LEVEL[r.severity];
  const overBudget = level === 'error' && !errorLineAllowed();
  log[overBudget ? 'info' : level]({
    clientError: {
      eventId, severity: r.severity, code: r.code ?? null, message: r.message, campaign: c.campaign, flow: c.flow, page: c.page,
      pageHistory: c.pageHistory, query: c.query, leadLpParamId: c.leadLpParamId, details: r.details ?? null,
    },
    ...(overBudget ? { overErrorBudget: true } : {}),
  }, 'client error reported');
}

export async function receiveClientError(db: Queryable, log: FastifyBaseLogger, report: ClientErrorRequest, eventId: string, forwarder: SentryForwarder | null, errorLineAllowed?: () => boolean): Promise<void> {
  const clean = scrubReport(report);
  await insertClientError(db, eventId, clean);
  logClientError(log, eventId, clean, errorLineAllowed);
  // Not awaited: the visitor's page never waits for a third party.
  if (forwarder) void forwarder.forward(clean, eventId);
}
