/**
 * A report's body from what was caught and where (errorReport.ts, context.ts), scrubbed: a module of its own, which the
 * page fetches once idle after its first step (report.ts) rather than with that step's scripts, which are at their budget.
 */
import { buildErrorContext, type ErrorContextInput } from './context.ts';
import { buildErrorReport, type ReportExtra, type Severity } from './errorReport.ts';

export { reportKey } from './errorReport.ts';

export function reportBody(severity: Severity, message: string, extra: ReportExtra, where: ErrorContextInput, typed: ReadonlyArray<string | null>) {
  return buildErrorReport(severity, message, extra, buildErrorContext(where), typed);
}
