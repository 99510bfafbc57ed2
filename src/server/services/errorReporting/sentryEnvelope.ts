/**
 * A stored client error as a Sentry event inside an envelope (one header line, one item header line, the
 * event), the format Sentry's (and compatible services') envelope endpoint ingests.
 */
import { randomUUID } from 'node:crypto';
import type { ClientErrorRequest } from '../../../generated/api/client-error.request.ts';

export interface SentryEvent {
  event_id: string;
  timestamp: number;
  platform: 'javascript';
  level: ClientErrorRequest['severity'];
  logger: string;
  message: { formatted: string };
  tags: Record<string, string>;
  extra: Record<string, unknown>;
  request: { url: string };
  contexts?: { browser: { name: string } };
  exception?: { values: Array<{ type: string; value: string }> };
}

export function sentryEvent(report: ClientErrorRequest, receivedAt: Date, eventId = randomUUID().replace(/-/g, '')): SentryEvent {
  const c = report.context;
  const tags: Record<string, string> = { severity: report.severity };
  if (report.code) tags.code = report.code;
  if (c.campaign) tags.campaign = c.campaign;
  if (c.flow) tags.flow = c.flow;
  if (c.locale) tags.locale = c.locale;
  return {
    event_id: eventId,
    timestamp: receivedAt.getTime() / 1000,
    platform: 'javascript',
    level: report.severity,
    logger: 'trial-signup.browser',
    message: { formatted: report.message },
    tags,
    extra: {
      pageHistory: c.pageHistory, query: c.query, leadLpParamId: c.leadLpParamId,
      ...(report.details ? { details: report.details } : {}), ...(report.stack ? { stack: report.stack } : {}),
    },
    request: { url: c.page },
    ...(c.userAgent ? { contexts: { browser: { name: c.userAgent } } } : {}),
    ...(report.code ? { exception: { values: [{ type: report.code, value: report.message }] } } : {}),
  };
}

/** The envelope body: header, item header (with the payload's length in bytes), payload; newline-separated. */
export function sentryEnvelope(event: SentryEvent, dsn: string, sentAt: Date): string {
  const payload = JSON.stringify(event);
  const header = JSON.stringify({ event_id: event.event_id, dsn, sent_at: sentAt.toISOString() });
  const item = JSON.stringify({ type: 'event', content_type: 'application/json', length: Buffer.byteLength(payload, 'utf8') });
  return `${header}\n${item}\n${payload}\n`;
}
