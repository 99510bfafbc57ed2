/** The end-to-end specs that failed, read from Playwright's JSON report: `npm test` names them in its summary. */
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import type { JSONReportSpec, JSONReportSuite, JSONReportTest, JSONReportTestResult } from '@playwright/test/reporter';

export const E2E_REPORT = 'test-results/e2e-report.json';

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
        const error = test.results.find((r) => r.error)?.error?.message?.split('\n').find((l) => l.trim()) ?? test.results.at(-1)?.status ?? '';
        // Playwright colours its messages; the summary is plain text.
        lines.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}: ${stripVTControlCharacters(error).trim()}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return lines;
}

/** The failed specs of the last run's report, or nothing when there is no report to read. */
export function failedSpecsOfLastRun(file = E2E_REPORT): string[] {
  if (!existsSync(file)) return [];
  try {
    return failedSpecs(JSON.parse(readFileSync(file, 'utf8')) as { suites?: ReportSuite[] });
  } catch {
    return [`${file} could not be read`];
  }
}
