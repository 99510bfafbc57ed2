/**
 * The tests that failed, read from Playwright's and Vitest's JSON reports: `npm test` names them in its summary, where
 * the tail of a long run's output shows them (the stages after a failed one print minutes of their own).
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { JSONReportSpec, JSONReportSuite, JSONReportTest, JSONReportTestResult } from '@playwright/test/reporter';

export const E2E_REPORT = 'test-results/e2e-report.json';

/** The first line that says something, uncoloured (both runners colour their messages; the summary is plain text). */
const firstLine = (message: string | undefined) => stripVTControlCharacters(message ?? '').split('\n').map((l) => l.trim()).find(Boolean) ?? '';

/** The parts of Playwright's JSON report read here. */
type ReportResult = Pick<JSONReportTestResult, 'status'> & { error?: { message?: string; location?: { line: number } } };
type ReportTest = Pick<JSONReportTest, 'projectName' | 'status'> & { results: ReportResult[] };
type ReportSpec = Pick<JSONReportSpec, 'title' | 'file' | 'line'> & { tests: ReportTest[] };
type ReportSuite = Pick<JSONReportSuite, 'title'> & { specs?: ReportSpec[]; suites?: ReportSuite[] };

/** What a CI log needs to place a failure without its trace: the line of the spec that failed and what it received. */
function placed(error: ReportResult['error']): string {
  const lines = stripVTControlCharacters(error?.message ?? '').split('\n').map((l) => l.trim());
  const received = lines.find((l) => /^Received( string| value)?:/.test(l));
  return [error?.location ? ` (line ${error.location.line})` : '', received ? ` ${received.slice(0, 200)}` : ''].join('');
}

/**
 * One line a failed test (its project, file, line, title, the first line of its error, the line of the spec that
 * failed and what it received), in report order.
 */
export function failedSpecs(report: { suites?: ReportSuite[] }): string[] {
  const lines: string[] = [];
  const walk = (suite: ReportSuite, titles: string[]) => {
    const here = suite.title && !suite.title.endsWith('.spec.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const failed = test.results.find((r) => r.error)?.error;
        const error = firstLine(failed?.message) ? `${firstLine(failed?.message)}${placed(failed)}` : (test.results.at(-1)?.status ?? '');
        lines.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}: ${error}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return lines;
}

/** What a Vitest error gives: its kind, message and, for an error outside a test, the file that was running. */
export interface ReportedError { name?: string; message?: string; VITEST_TEST_PATH?: unknown }
/** The parts of Vitest's reported test modules read here (a reporter's onTestRunEnd hands them over). */
export interface ReportedModule {
  relativeModuleId: string;
  errors(): ReadonlyArray<ReportedError>;
  children: {
    allTests(state: 'failed'): Iterable<{ fullName: string; result(): { errors?: ReadonlyArray<ReportedError> } }>;
    allSuites(): Iterable<{ errors(): ReadonlyArray<ReportedError> }>;
  };
}

const described = (error: ReportedError | undefined) => {
  const message = firstLine(error?.message);
  return error?.name && !message.startsWith(error.name) ? `${error.name}: ${message}` : message || 'failed';
};

/**
 * One line a failed Vitest test (its file, full title and the first line of its error), one an error in a file or
 * suite outside its tests (a hook, an import), and one an unhandled error, which fails a run whose tests all passed.
 */
export function failedVitestTests(modules: ReadonlyArray<ReportedModule>, unhandled: ReadonlyArray<ReportedError>, root = process.cwd()): string[] {
  const lines = modules.flatMap((module) => {
    const outside = [...module.errors(), ...[...module.children.allSuites()].flatMap((suite) => suite.errors())];
    return [
      ...outside.map((error) => `${module.relativeModuleId}: ${described(error)}`),
      ...[...module.children.allTests('failed')].map((test) => `${module.relativeModuleId} › ${test.fullName}: ${described(test.result().errors?.[0])}`),
    ];
  });
  const during = (error: ReportedError) => (typeof error.VITEST_TEST_PATH === 'string' ? ` while ${relative(root, error.VITEST_TEST_PATH)} ran` : '');
  return [...lines, ...unhandled.map((error) => `unhandled error${during(error)}: ${described(error)}`)];
}

/** The failures a report names, or nothing when there is no report to read. */
function failedInReport<Report>(file: string, read: (report: Report) => string[]): string[] {
  if (!existsSync(file)) return [];
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')) as Report);
  } catch {
    return [`${file} could not be read`];
  }
}

/** The failed specs of the last end-to-end run's report. */
export const failedSpecsOfLastRun = (file = E2E_REPORT) => failedInReport(file, failedSpecs);

/** The lines a Vitest run's failures reporter (tests/support/failedTestsReporter.ts) wrote to `file`. */
export const failedVitestTestsOf = (file: string) => failedInReport(file, (lines: string[]) => lines);
