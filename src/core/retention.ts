/**
 * How long operational rows are kept, and the time before which each table's rows are removed (the retention job,
 * src/server/services/retention.ts). Pure: the policy comes from the configuration, `now` from the caller.
 *
 * Leads, consents, screenings and bookings are never removed here: consent records are evidence the law requires us
 * to keep (at least 5 years; the consents table is append-only, migration 003), and leads, their screenings and
 * bookings are what those records are about. Only rows that carry no such obligation are listed below, among them the
 * screenings of no lead (`screenings_without_lead`): a screening made before the visitor's lead existed, which a
 * temporary link may still attach to it, and otherwise nobody's (a script could add them without end).
 */

/** Days each kind of row is kept (RETENTION_<NAME>_DAYS); rate-limit rows go as soon as their window has expired. */
export interface RetentionPolicy {
  /** Session recordings (recording_sessions and their recording_chunks), by the session's last upload. RETENTION_RECORDINGS_DAYS. */
  recordingsDays: number;
  /** Tracked actions, router logs, the landings no lead came from and the screenings of no lead. RETENTION_EVENTS_DAYS. */
  eventsDays: number;
  /** Browser error reports. RETENTION_CLIENT_ERRORS_DAYS. */
  clientErrorsDays: number;
  /** Idempotency keys and their sealed responses. RETENTION_IDEMPOTENCY_KEYS_DAYS. */
  idempotencyKeysDays: number;
  /** Partner pixel hits and ad-security events. RETENTION_INTEGRATION_EVENTS_DAYS. */
  integrationEventsDays: number;
  /** Redirect-debug rows. RETENTION_DEBUG_DAYS. */
  debugDays: number;
}

export const DEFAULT_RETENTION: Readonly<RetentionPolicy> = {
  recordingsDays: 30,
  eventsDays: 90,
  clientErrorsDays: 30,
  idempotencyKeysDays: 2,
  integrationEventsDays: 90,
  debugDays: 14,
};

/** Each policy field and the environment variable that sets it. */
export const RETENTION_VARIABLES: Readonly<Record<keyof RetentionPolicy, string>> = {
  recordingsDays: 'RETENTION_RECORDINGS_DAYS',
  eventsDays: 'RETENTION_EVENTS_DAYS',
  clientErrorsDays: 'RETENTION_CLIENT_ERRORS_DAYS',
  idempotencyKeysDays: 'RETENTION_IDEMPOTENCY_KEYS_DAYS',
  integrationEventsDays: 'RETENTION_INTEGRATION_EVENTS_DAYS',
  debugDays: 'RETENTION_DEBUG_DAYS',
};

/** The tables the job removes rows from, children before their parents (recording_chunks references recording_sessions). */
export const RETENTION_TABLES = [
  'recording_chunks', 'recording_sessions', 'recording_openings', 'actions', 'router_logs', 'landings', 'screenings_without_lead', 'client_errors',
  'idempotency_keys', 'rate_limits', 'pixel_hits', 'ad_security_events', 'redirect_debug',
] as const;

export type RetentionTable = (typeof RETENTION_TABLES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Per table, the time before which its rows are removed. */
export function retentionCutoffs(policy: RetentionPolicy, now: Date): Record<RetentionTable, Date> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const recordings = before(policy.recordingsDays);
  const events = before(policy.eventsDays);
  const integrationEvents = before(policy.integrationEventsDays);
  return {
    recording_chunks: recordings,
    recording_sessions: recordings,
    recording_openings: recordings,
    actions: events,
    router_logs: events,
    // Every page's first load adds one (GET /api/initial_payload, no CSRF): kept like the events, unless a lead came from it.
    landings: events,
    screenings_without_lead: events,
    client_errors: before(policy.clientErrorsDays),
    idempotency_keys: before(policy.idempotencyKeysDays),
    // A rate-limit window that has ended counts nothing: its row goes once its reset time has passed.
    rate_limits: new Date(now.getTime()),
    pixel_hits: integrationEvents,
    ad_security_events: integrationEvents,
    redirect_debug: before(policy.debugDays),
  };
}
