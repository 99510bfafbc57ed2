import { describe, expect, it } from 'vitest';
import { parseSentryDsn, sentryAuthHeader } from './sentryDsn.ts';
import { loadConfig } from '../../config.ts';

describe('parseSentryDsn', () => {
  it('finds the key, the project and the envelope endpoint', () => {
    expect(parseSentryDsn('https://abc123@o42.ingest.sentry.io/4507')).toEqual({
      dsn: 'https://abc123@o42.ingest.sentry.io/4507', publicKey: 'abc123', secretKey: null, projectId: '4507',
      envelopeUrl: 'https://o42.ingest.sentry.io/api/4507/envelope/',
    });
  });

  it('keeps a port, a path prefix and a legacy secret key', () => {
    const dsn = parseSentryDsn('http://pub:sec@127.0.0.1:9000/sentry/7');
    expect(dsn.envelopeUrl).toBe('http://127.0.0.1:9000/sentry/api/7/envelope/');
    expect(sentryAuthHeader(dsn, 'trial-signup/0.1.0')).toBe('Sentry sentry_version=7, sentry_client=trial-signup/0.1.0, sentry_key=pub, sentry_secret=sec');
  });

  it('refuses what is not a DSN', () => {
    for (const bad of ['nonsense', 'https://o42.ingest.sentry.io/4507', 'https://key@o42.ingest.sentry.io/', 'ftp://key@host/1']) {
      expect(() => parseSentryDsn(bad), bad).toThrow(/ERROR_REPORTING_DSN/);
    }
  });
});

describe('ERROR_REPORTING_DSN and ERROR_REPORTS_PER_MINUTE', () => {
  it('are optional, with a stricter per-client limit than the default one', () => {
    const { errorReporting, rateLimitPerMinute } = loadConfig({});
    expect(errorReporting).toEqual({ dsn: null, reportsPerMinute: 30 });
    expect(errorReporting.reportsPerMinute).toBeLessThan(rateLimitPerMinute);
  });

  it('fail at start when malformed', () => {
    expect(() => loadConfig({ ERROR_REPORTING_DSN: 'https://sentry.example/1' })).toThrow(/public key/);
    expect(() => loadConfig({ ERROR_REPORTS_PER_MINUTE: '0' })).toThrow(/ERROR_REPORTS_PER_MINUTE/);
    expect(loadConfig({ ERROR_REPORTING_DSN: 'https://k@sentry.example/1' }).errorReporting.dsn).toBe('https://k@sentry.example/1');
  });
});
