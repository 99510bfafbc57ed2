import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedSpecs, failedSpecsOfLastRun, failedVitestTests, failedVitestTestsOf } from './failedSpecs.ts';

const test = (projectName: string, status: 'expected' | 'unexpected' | 'flaky' | 'skipped', message?: string) => ({
  projectName, status, results: [{ status: status === 'unexpected' ? 'failed' as const : 'passed' as const, error: message ? { message } : undefined }],
});

// The shape Playwright's JSON reporter writes: a suite a file, described groups nested in it.
const report = {
  suites: [{
    title: 'booking.spec.ts', specs: [{ title: 'loose', file: 'booking.spec.ts', line: 3, tests: [test('pglite', 'expected')] }],
    suites: [{
      title: 'scheduling and booking',
      specs: [
        { title: 'ws21 books a site visit', file: 'booking.spec.ts', line: 126, tests: [test('pglite', 'expected'), test('postgres', 'unexpected', '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: ...')] },
        { title: 'ws18 books a call', file: 'booking.spec.ts', line: 200, tests: [test('pglite', 'flaky', 'Timeout')] },
      ],
    }],
  }, {
    title: 'errors.spec.ts', specs: [{ title: 'timed out', file: 'errors.spec.ts', line: 9, tests: [{ projectName: 'pglite', status: 'unexpected' as const, results: [{ status: 'timedOut' as const, error: undefined }] }] }],
  }],
};

describe('failedSpecs', () => {
  it('names each failed test with its project, place, titles and the first line of its error, uncoloured', () => {
    expect(failedSpecs(report)).toEqual([
      '[postgres] booking.spec.ts:126 › scheduling and booking › ws21 books a site visit: Error: expect(locator).toBeVisible() failed',
      '[pglite] errors.spec.ts:9 › timed out: timedOut',
    ]);
  });

  it('names nothing for a run that passed or an unreadable or missing report', () => {
    expect(failedSpecs({ suites: [] })).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'failed-specs-'));
    expect(failedSpecsOfLastRun(join(dir, 'none.json'))).toEqual([]);
    writeFileSync(join(dir, 'bad.json'), '{');
    expect(failedSpecsOfLastRun(join(dir, 'bad.json'))).toEqual([`${join(dir, 'bad.json')} could not be read`]);
    writeFileSync(join(dir, 'good.json'), JSON.stringify(report));
    expect(failedSpecsOfLastRun(join(dir, 'good.json'))).toHaveLength(2);
  });
});

// The shape Vitest's JSON reporter writes: a result a file, its tests' full titles and messages.
const assertion = (fullName: string, status: 'passed' | 'failed' | 'skipped', failureMessages: string[] = [], line?: number) => ({
  fullName, status, failureMessages, location: line ? { line, column: 5 } : undefined,
});
const vitestReport = {
  testResults: [
    { name: '/repo/tests/api/leads.test.ts', status: 'passed' as const, message: '', assertionResults: [assertion('saves a lead', 'passed')] },
    {
      name: '/repo/tests/api/booking.test.ts', status: 'failed' as const, message: '',
      assertionResults: [
        assertion('booking holds a slot', 'passed'),
        assertion('booking refuses a taken slot', 'failed', ['\u001b[31mAssertionError: expected 409 to be 201\u001b[39m\n    at booking.test.ts:40:7'], 38),
        assertion('booking without a place', 'failed', []),
      ],
    },
    { name: '/repo/tests/api/setup.test.ts', status: 'failed' as const, message: '\nError: Hook timed out in 10000ms\nmore', assertionResults: [assertion('never ran', 'skipped')] },
  ],
};

describe('failedVitestTests', () => {
  it('names each failed test with its file, line, full title and the first line of its error, and a file that failed outside its tests', () => {
    expect(failedVitestTests(vitestReport, '/repo')).toEqual([
      'tests/api/booking.test.ts:38 › booking refuses a taken slot: AssertionError: expected 409 to be 201',
      'tests/api/booking.test.ts › booking without a place: failed',
      'tests/api/setup.test.ts: Error: Hook timed out in 10000ms',
    ]);
  });

  it('names nothing for a run that passed, and reads a report from its file', () => {
    expect(failedVitestTests({ testResults: vitestReport.testResults.slice(0, 1) }, '/repo')).toEqual([]);
    expect(failedVitestTests({})).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'failed-tests-'));
    expect(failedVitestTestsOf(join(dir, 'none.json'))).toEqual([]);
    writeFileSync(join(dir, 'report.json'), JSON.stringify(vitestReport));
    expect(failedVitestTestsOf(join(dir, 'report.json'))).toHaveLength(3);
  });
});
