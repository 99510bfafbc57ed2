import { describe, expect, it } from 'vitest';
import { buildErrorReport, reportKey, REPORT_LIMITS } from './errorReport.ts';
import { messageOf } from './messageOf.ts';
import type { ErrorContext } from './context.ts';

const context: ErrorContext = { campaign: 's6', flow: 'signup', page: '/signup/s6/home', pageHistory: ['home'], query: {}, leadLpParamId: null };

describe('buildErrorReport', () => {
  it('carries severity, message, context, the error\'s stack and its code', () => {
    const error = Object.assign(new Error('payload failed'), { code: 'NETWORK' });
    const report = buildErrorReport('error', 'initial payload failed to load', { error, details: { step: 'home' } }, context);
    expect(report).toMatchObject({ severity: 'error', message: 'initial payload failed to load', code: 'NETWORK', context, details: { step: 'home' } });
    expect(report.stack).toContain('payload failed');
  });

  it('prefers the code it is given and refuses codes the schema would refuse', () => {
    expect(buildErrorReport('error', 'm', { code: 'ChunkLoadError', error: Object.assign(new Error('x'), { code: 'OTHER' }) }, context).code).toBe('ChunkLoadError');
    expect(buildErrorReport('error', 'm', { code: 'has spaces' }, context).code).toBeUndefined();
  });

  it('scrubs personal data from the message, the stack and the details', () => {
    const error = new Error('could not save ana@example.com');
    const report = buildErrorReport('warning', 'phone (212) 555-0123 refused for ana@example.com', { error, details: { typed: 'born 1980-04-12' } }, context);
    expect(report.message).toBe('phone [number] refused for [email]');
    expect(report.stack).not.toContain('ana@example.com');
    expect(report.details).toEqual({ typed: 'born [date]' });
  });

  it('takes what the visitor typed out of the message, the stack and the details, after the patterns', () => {
    const error = new Error('could not render Zenobia Quixley');
    const typed = ['Zenobia Quixley', 'zen@example.com', null];
    const report = buildErrorReport('error', 'no label for Zenobia (zen@example.com)', { error, details: { who: 'quixley' } }, context, typed);
    expect(report.message).toBe('no label for [typed] ([email])');
    expect(report.stack).toContain('could not render [typed]');
    expect(report.stack).not.toMatch(/Zenobia|Quixley/);
    expect(report.details).toEqual({ who: '[typed]' });
  });

  it('trims a long message and stack to the schema\'s limits', () => {
    const error = new Error('deep');
    error.stack = Array.from({ length: 200 }, (_, i) => `    at frame${i} (${'x'.repeat(300)})`).join('\n');
    const report = buildErrorReport('error', 'm'.repeat(5000), { error }, context);
    expect(report.message).toHaveLength(REPORT_LIMITS.message);
    expect((report.stack ?? '').length).toBeLessThanOrEqual(REPORT_LIMITS.stack);
    expect((report.stack ?? '').split('\n').length).toBeLessThanOrEqual(REPORT_LIMITS.stackLines);
  });

  it('sends details as text', () => {
    expect(buildErrorReport('error', 'm', { details: { status: 503, retried: true, site: null } }, context).details).toEqual({ status: '503', retried: 'true', site: null });
  });

  it('gives a non-empty message to an empty one', () => {
    expect(buildErrorReport('info', '   ', {}, context).message).toBe('unknown error');
  });
});

describe('messageOf and reportKey', () => {
  it('names what was thrown', () => {
    expect(messageOf(new TypeError('x is undefined'))).toBe('TypeError: x is undefined');
    expect(messageOf('plain')).toBe('plain');
    expect(messageOf({ reason: 1 })).toBe('{"reason":1}');
    expect(messageOf(undefined)).toBe('undefined');
  });

  it('keys reports by severity, code and message', () => {
    const a = buildErrorReport('error', 'boom', { code: 'X' }, context);
    const b = buildErrorReport('error', 'boom', { code: 'X' }, { ...context, page: '/signup/s6/postal' });
    expect(reportKey(a)).toBe(reportKey(b));
    expect(reportKey(a)).not.toBe(reportKey(buildErrorReport('warning', 'boom', { code: 'X' }, context)));
  });
});
