/**
 * A Vitest reporter that writes what failed in a run (tests/support/failedSpecs.ts) as a JSON list of lines to the file
 * FAILED_TESTS_FILE names, for `npm test`'s summary. Unlike Vitest's JSON report, it counts unhandled errors.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter } from 'vitest/reporters';
import { failedVitestTests } from './failedSpecs.ts';

export default class FailedTestsReporter implements Reporter {
  onTestRunEnd: Reporter['onTestRunEnd'] = (modules, unhandled) => {
    const file = process.env.FAILED_TESTS_FILE;
    if (file) writeFileSync(file, JSON.stringify(failedVitestTests(modules, unhandled)));
  };
}
