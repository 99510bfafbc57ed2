import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION, RETENTION_TABLES, RETENTION_VARIABLES, retentionCutoffs } from './retention.ts';

const now = new Date('2026-06-15T12:00:00.000Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('retentionCutoffs', () => {
  it('gives each table its default cutoff', () => {
    const cutoffs = retentionCutoffs(DEFAULT_RETENTION, now);
    expect(Object.fromEntries(Object.entries(cutoffs).map(([t, d]) => [t, d.toISOString()]))).toEqual({
      recording_chunks: daysBefore(30),
      recording_sessions: daysBefore(30),
      recording_openings: daysBefore(30),
      actions: daysBefore(90),
      router_logs: daysBefore(90),
      landings: daysBefore(90),
      screenings_without_lead: daysBefore(90),
      client_errors: daysBefore(30),
      idempotency_keys: daysBefore(2),
      rate_limits: now.toISOString(),
      pixel_hits: daysBefore(90),
      ad_security_events: daysBefore(90),
      redirect_debug: daysBefore(14),
    });
  });

  it('follows the policy given, and never names leads, consents, screenings or bookings', () => {
    const cutoffs = retentionCutoffs({ recordingsDays: 1, eventsDays: 2, clientErrorsDays: 3, idempotencyKeysDays: 4, integrationEventsDays: 5, debugDays: 6 }, now);
    expect(cutoffs.recording_sessions.toISOString()).toBe(daysBefore(1));
    expect(cutoffs.router_logs.toISOString()).toBe(daysBefore(2));
    expect(cutoffs.landings.toISOString()).toBe(daysBefore(2));
    expect(cutoffs.screenings_without_lead.toISOString()).toBe(daysBefore(2));
    expect(cutoffs.client_errors.toISOString()).toBe(daysBefore(3));
    expect(cutoffs.idempotency_keys.toISOString()).toBe(daysBefore(4));
    expect(cutoffs.ad_security_events.toISOString()).toBe(daysBefore(5));
    expect(cutoffs.redirect_debug.toISOString()).toBe(daysBefore(6));
    expect(Object.keys(cutoffs).sort()).toEqual([...RETENTION_TABLES].sort());
    for (const kept of ['leads', 'consents', 'screenings', 'bookings']) expect(RETENTION_TABLES).not.toContain(kept);
  });

  it('lists children before their parents', () => {
    expect(RETENTION_TABLES.indexOf('recording_chunks')).toBeLessThan(RETENTION_TABLES.indexOf('recording_sessions'));
  });

  it('does not change `now`', () => {
    const at = new Date(now);
    retentionCutoffs(DEFAULT_RETENTION, at);
    expect(at.getTime()).toBe(now.getTime());
  });
});

describe('RETENTION_VARIABLES', () => {
  it('names the documented environment variable of each setting', () => {
    expect(RETENTION_VARIABLES).toEqual({
      recordingsDays: 'RETENTION_RECORDINGS_DAYS', eventsDays: 'RETENTION_EVENTS_DAYS', clientErrorsDays: 'RETENTION_CLIENT_ERRORS_DAYS',
      idempotencyKeysDays: 'RETENTION_IDEMPOTENCY_KEYS_DAYS', integrationEventsDays: 'RETENTION_INTEGRATION_EVENTS_DAYS', debugDays: 'RETENTION_DEBUG_DAYS',
    });
  });
});
