/**
 * Forwards stored client errors to a Sentry-compatible service (ERROR_REPORTING_DSN). Server-side, so the
 * page's CSP keeps `connect-src 'self'` and the service sees only what our schema let through. A forward that
 * fails or times out is logged and dropped: the report is already stored, and the visitor's request never waits.
 */
import type { ClientErrorRequest } from '../../../generated/api/client-error.request.ts';
import { sentryAuthHeader, type SentryDsn } from './sentryDsn.ts';
import { sentryEnvelope, sentryEvent } from './sentryEnvelope.ts';
import { OUTBOUND_TIMEOUT_MS, outboundFetch } from '../outboundFetch.ts';

const CLIENT = 'trial-signup/0.1.0';

export interface ForwarderOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => Date;
  onFailure: (message: string, ctx: object) => void;
}

export interface SentryForwarder {
  /** Starts forwarding one report; the promise settles when done (it never rejects). */
  forward(report: ClientErrorRequest, eventId?: string): Promise<void>;
  /** Waits for forwards under way (at shutdown). */
  drain(): Promise<void>;
}

export function sentryForwarder(dsn: SentryDsn, { timeoutMs = OUTBOUND_TIMEOUT_MS, fetchImpl = fetch, now = () => new Date(), onFailure }: ForwarderOptions): SentryForwarder {
  const pending = new Set<Promise<void>>();
  return {
    forward(report, eventId) {
      const event = sentryEvent(report, now(), eventId);
      const work = (async () => {
        try {
          const res = await outboundFetch(dsn.envelopeUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': sentryAuthHeader(dsn, CLIENT) },
            body: sentryEnvelope(event, dsn.dsn, now()),
          }, fetchImpl, timeoutMs);
          // Read the answer so the connection is released.
          await res.arrayBuffer().catch(() => undefined);
          if (!res.ok) onFailure('error report forward refused', { status: res.status, eventId: event.event_id });
        } catch (err) {
          onFailure('error report forward failed', { reason: (err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message, eventId: event.event_id });
        }
      })();
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return work;
    },
    async drain() {
      await Promise.all([...pending]);
    },
  };
}
