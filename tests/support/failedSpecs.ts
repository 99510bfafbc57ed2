/**
 * The tests that failed, read from Playwright's and Vitest's JSON reports: `npm test` names them in its summary, where
 * the tail of a long run's output shows them (the stages after a failed one print minutes of their own).
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { JSONReportSpec, JSONReportSuite, JSONReportTest, JSONReportTestResult } from '@playwright/test/reporter';
import type { JsonAssertionResult, JsonTestResult } from 'vitest/reporters';

export const E2E_REPORT = 'test-results/e2e-report.json';

/** The first line that says something, uncoloured (both runners colour their messages; the summary is plain text). */
const firstLine = (message: string | undefined) => stripVTControlCharacters(message ?? '').split('\n').map((l) => l.trim()).find(Boolean) ?? '';

/** The parts of Playwright's JSON report read here. */
type ReportResult = Pick<JSONReportTestResult, 'status' | 'error'>;
type ReportTest = Pick<JSONReportTest, 'projectName' | 'status'> & { results: ReportResult[] };
type ReportSpec = Pick<JSONReportSpec, 'title' | 'file' | 'line'> & { tests: ReportTest[] };
type ReportSuite = Pick<JSONReportSuite, 'title'> & { specs?: ReportSpec[]; suites?: ReportSuite[] };

/** One line a failed test (its project, file, line, title and the first line of its error), in report order. */
export function failedSpecs(report: { suites?: ReportSuite[] }): string[] {
  const lines: string[] = [];
  const walk = (suite: ReportSuite, titles: string[]) => {
    const here = suite.title && !suite.title.endsWith('.spec.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = firstLine(test.results.find((r) => r.error)?.error?.message) || (test.results.at(-1)?.status ?? '');
        lines.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}: ${error}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return lines;
}

/** The parts of Vitest's JSON report read here. */
type VitestFile = Pick<JsonTestResult, 'name' | 'status' | 'message'> & { assertionResults: Array<Pick<JsonAssertionResult, 'fullName' | 'status' | 'failureMessages' | 'location'>> };

/**
 * One line a failed Vitest test (its file, line, full title and the first line of its error), and one for a file that
 * failed with no failed test of its own (an error in a hook or while importing it).
 */
export function failedVitestTests(report: { testResults?: VitestFile[] }, root = process.cwd()): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const name = relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (!failed.length) return file.status === 'failed' ? [`${name}: ${firstLine(file.message) || 'failed'}`] : [];
    return failed.map((test) => `${name}${test.location ? `:${test.location.line}` : ''} › ${test.fullName}: ${firstLine(test.failureMessages?.[0]) || 'failed'}`);
  });
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

/** The failed tests of a Vitest run that wrote its JSON report to `file`. */
export const failedVitestTestsOf = (file: string) => failedInReport(file, (report: { testResults?: VitestFile[] }) => failedVitestTests(report));
