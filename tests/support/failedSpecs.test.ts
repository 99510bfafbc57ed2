import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedSpecs, failedSpecsOfLastRun, failedVitestTests, failedVitestTestsOf, type ReportedError, type ReportedModule } from './failedSpecs.ts';

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
        { title: 'ws21 goes on', file: 'booking.spec.ts', line: 240, tests: [{ projectName: 'pglite', status: 'unexpected' as const, results: [{ status: 'failed' as const, error: { message: 'Error: expect(page).not.toHaveURL(expected) failed\n\nExpected pattern: not /\\/home/\nReceived string: \u001b[31m"http://127.0.0.1:1/signup/ws21/home"\u001b[39m\nTimeout: 5000ms', location: { line: 257 } } }] }] },
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
      '[pglite] booking.spec.ts:240 › scheduling and booking › ws21 goes on: Error: expect(page).not.toHaveURL(expected) failed (line 257) Received string: "http://127.0.0.1:1/signup/ws21/home"',
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
    expect(failedSpecsOfLastRun(join(dir, 'good.json'))).toHaveLength(3);
  });
});

// What Vitest hands a reporter at the end of a run: its modules, their suites and tests, and the unhandled errors.
const module = (relativeModuleId: string, failed: Array<[string, ReportedError[]]>, errors: ReportedError[] = [], suiteErrors: ReportedError[] = []): ReportedModule => ({
  relativeModuleId,
  errors: () => errors,
  children: {
    allTests: () => failed.map(([fullName, testErrors]) => ({ fullName, result: () => ({ errors: testErrors }) })),
    allSuites: () => [{ errors: () => [] }, { errors: () => suiteErrors }],
  },
});
const modules = [
  module('tests/api/leads.test.ts', []),
  module('tests/api/booking.test.ts', [
    ['booking > refuses a taken slot', [{ name: 'AssertionError', message: '\u001b[31mexpected 409 to be 201\u001b[39m\n    at booking.test.ts:40:7' }]],
    ['booking > without a place', []],
  ]),
  module('tests/api/setup.test.ts', [], [{ name: 'SyntaxError', message: 'Unexpected token' }], [{ name: 'Error', message: '\nError: Hook timed out in 10000ms\nmore' }]),
];
const unhandled: ReportedError[] = [
  { name: 'FastifyError', message: 'The database is not reachable right now', VITEST_TEST_PATH: '/repo/tests/api/suite-databases.test.ts' },
  { message: 'lost' },
];

describe('failedVitestTests', () => {
  it('names each failed test with its file, full title and error, an error outside the tests, and each unhandled error with the file it came in', () => {
    expect(failedVitestTests(modules, unhandled, '/repo')).toEqual([
      'tests/api/booking.test.ts › booking > refuses a taken slot: AssertionError: expected 409 to be 201',
      'tests/api/booking.test.ts › booking > without a place: failed',
      'tests/api/setup.test.ts: SyntaxError: Unexpected token',
      'tests/api/setup.test.ts: Error: Hook timed out in 10000ms',
      'unhandled error while tests/api/suite-databases.test.ts ran: FastifyError: The database is not reachable right now',
      'unhandled error: lost',
    ]);
  });

  it('names nothing for a run that passed, and reads the lines a run wrote', () => {
    expect(failedVitestTests(modules.slice(0, 1), [], '/repo')).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'failed-tests-'));
    expect(failedVitestTestsOf(join(dir, 'none.json'))).toEqual([]);
    writeFileSync(join(dir, 'lines.json'), JSON.stringify(['a', 'b']));
    expect(failedVitestTestsOf(join(dir, 'lines.json'))).toEqual(['a', 'b']);
  });
});
