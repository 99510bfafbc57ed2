import { describe, expect, it } from 'vitest';
import { sentryEnvelope, sentryEvent } from './sentryEnvelope.ts';
import type { ClientErrorRequest } from '../../../generated/api/client-error.request.ts';

const report: ClientErrorRequest = {
  severity: 'warning', message: 'ChunkLoadError: Failed to fetch dynamically imported module', code: 'ChunkLoadError', stack: 'TypeError: x\n    at a (index.js:1:2)',
  details: { route: '/api/leads' },
  context: { campaign: 's6', flow: 'signup', page: '/signup/s6/postal', pageHistory: ['home', 'postal'], query: { cid: 'abc' }, leadLpParamId: 'lp-1', locale: 'es', userAgent: 'Chrome' },
};

describe('sentryEvent', () => {
  it('maps severity, message, code and context to a Sentry event', () => {
    const event = sentryEvent(report, new Date('2026-01-02T03:04:05.500Z'), 'a'.repeat(32));
    expect(event).toEqual({
      event_id: 'a'.repeat(32), timestamp: 1767323045.5, platform: 'javascript', level: 'warning', logger: 'trial-signup.browser',
      message: { formatted: report.message },
      tags: { severity: 'warning', code: 'ChunkLoadError', campaign: 's6', flow: 'signup', locale: 'es' },
      extra: { pageHistory: ['home', 'postal'], query: { cid: 'abc' }, leadLpParamId: 'lp-1', details: { route: '/api/leads' }, stack: report.stack },
      request: { url: '/signup/s6/postal' },
      contexts: { browser: { name: 'Chrome' } },
      exception: { values: [{ type: 'ChunkLoadError', value: report.message }] },
    });
  });

  it('gives each event its own 32-hex id by default', () => {
    const a = sentryEvent(report, new Date()).event_id;
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(sentryEvent(report, new Date()).event_id).not.toBe(a);
  });
});

describe('sentryEnvelope', () => {
  it('writes the envelope header, the item header with the payload length in bytes, then the event', () => {
    const event = sentryEvent({ ...report, message: 'página falló' }, new Date(0), 'b'.repeat(32));
    const lines = sentryEnvelope(event, 'https://k@sentry.example/1', new Date('2026-01-01T00:00:00Z')).split('\n');
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[0] as string)).toEqual({ event_id: 'b'.repeat(32), dsn: 'https://k@sentry.example/1', sent_at: '2026-01-01T00:00:00.000Z' });
    const item = JSON.parse(lines[1] as string) as { type: string; length: number };
    expect(item.type).toBe('event');
    expect(item.length).toBe(Buffer.byteLength(lines[2] as string, 'utf8'));
    expect(item.length).toBeGreaterThan((lines[2] as string).length);
    expect(JSON.parse(lines[2] as string)).toEqual(event);
    expect(lines[3]).toBe('');
  });
});
