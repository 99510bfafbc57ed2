import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedSpecs, failedSpecsOfLastRun } from './failedSpecs.ts';

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
