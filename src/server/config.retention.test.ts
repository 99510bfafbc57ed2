/** RETENTION_<NAME>_DAYS (docs/operations.md "Retention"). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION } from '../core/retention.ts';
import { ConfigError, loadConfig, retentionFromEnv } from './config.ts';

describe('RETENTION_<NAME>_DAYS', () => {
  it('defaults when unset or empty', () => {
    expect(loadConfig({}).retention).toEqual(DEFAULT_RETENTION);
    expect(retentionFromEnv({ RETENTION_EVENTS_DAYS: '  ' })).toEqual(DEFAULT_RETENTION);
  });

  it('reads each variable', () => {
    expect(retentionFromEnv({
      RETENTION_RECORDINGS_DAYS: '7', RETENTION_EVENTS_DAYS: '180', RETENTION_CLIENT_ERRORS_DAYS: ' 60 ', RETENTION_IDEMPOTENCY_KEYS_DAYS: '1',
      RETENTION_INTEGRATION_EVENTS_DAYS: '365', RETENTION_DEBUG_DAYS: '36500',
    })).toEqual({ recordingsDays: 7, eventsDays: 180, clientErrorsDays: 60, idempotencyKeysDays: 1, integrationEventsDays: 365, debugDays: 36500 });
  });

  it.each(['0', '-1', '1.5', 'abc', '7d', '1e3', '36501', '0x10', 'Infinity'])('refuses %j with a ConfigError naming the variable', (value) => {
    expect(() => loadConfig({ RETENTION_RECORDINGS_DAYS: value })).toThrow(ConfigError);
    expect(() => retentionFromEnv({ RETENTION_DEBUG_DAYS: value })).toThrow(/RETENTION_DEBUG_DAYS must be a whole number of days/);
  });
});
