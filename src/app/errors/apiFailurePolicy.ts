/**
 * Which failed API calls are reported (and how loudly). Reported: every 5xx (a fault on our side, even when a
 * retry later succeeds; the report gate folds a call's retries into one report) and 4xx refusals the visitor is
 * not told about (a schema refusal, an unknown id or route): they mean the page and the API disagree, which is
 * a bug. Not reported: the network being down (status 0; the report could not get through either and the
 * visitor is told their answers are kept), 429 and 403 (rate limit and a stale CSRF cookie, both retried), and
 * refusals the page explains to the visitor (an incomplete lead, a slot taken, an unsigned e-signature).
 */
import type { Severity } from './errorReport.ts';
import type { FailedApiCall } from '../api/client.ts';
import { ENDPOINTS } from '../../core/api/endpoints.ts';

/** A call that failed with an answer (or none: status 0). */
export type FailedCall = FailedApiCall;

export interface ApiFailureReport {
  severity: Severity;
  message: string;
  details: Record<string, string | number>;
}

/** Refusals the page shows to the visitor in its own words. */
export const EXPLAINED_REFUSALS: ReadonlySet<string> = new Set([
  'INVALID_LEAD', 'LEAD_NO_COUNTRY', 'CAREGIVER_SOURCE', 'INVALID_LEAD_DATE', 'SLOT_TAKEN', 'NOT_A_SLOT',
  'ESIGN_SIGNATURE_INVALID', 'STUDY_SITE_REQUIRED', 'IDEMPOTENCY_IN_PROGRESS',
  // An expired or used relay link: the page says the link no longer works and goes on without prefill.
  'RELAY_LINK_UNAVAILABLE',
]);

/** The call's route with ids replaced, so reports of one endpoint group together and carry no lead id. */
export function routeOf(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.split('/').map((segment) => (/^\d+$/.test(segment) || /^[A-Za-z0-9_-]{16,}$/.test(segment) ? ':id' : segment)).join('/');
}

export function apiFailureReport(call: FailedCall): ApiFailureReport | null {
  const route = routeOf(call.path);
  // The reporter's own call is never reported: a failing report must not cause another.
  if (route === ENDPOINTS.reportClientError.path) return null;
  if (call.status === 0 || call.status === 429 || call.status === 403) return null;
  const details = { method: call.method, route, status: call.status, apiCode: call.code };
  if (call.status >= 500) return { severity: 'error', message: `API ${call.method} ${route} answered ${call.status}`, details };
  if (call.status >= 400 && !EXPLAINED_REFUSALS.has(call.code)) {
    return { severity: 'warning', message: `API ${call.method} ${route} refused with ${call.status} ${call.code}`, details };
  }
  return null;
}
