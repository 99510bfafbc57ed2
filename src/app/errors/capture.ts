/** Catches what nobody handled: uncaught errors, unhandled rejections, failed preloads and failed API calls. */
import { onApiFailure } from '../api/client.ts';
import { apiFailureReport } from './apiFailurePolicy.ts';
import { preloadFailed } from './assetFailure.ts';
import { assetFailureCode } from './assetFailureCode.ts';
import { messageOf } from './messageOf.ts';
import { sendErrorReport } from './report.ts';

/** Installs the listeners once, before anything else runs, so start-up failures are caught too. */
export function installErrorCapture(target: Window = window): void {
  target.addEventListener('error', (event: ErrorEvent) => {
    const error: unknown = event.error;
    // Browsers print uncaught errors themselves, so the report is sent without a console echo.
    sendErrorReport('error', error !== undefined && error !== null ? messageOf(error) : event.message || 'Script error', {
      error, details: { kind: 'uncaught error', line: event.lineno || null, column: event.colno || null },
    });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    // A lazy import that failed and nobody caught is still an asset failure.
    if (assetFailureCode(event.reason)) return preloadFailed(event.reason);
    sendErrorReport('error', `Unhandled rejection: ${messageOf(event.reason)}`, { error: event.reason, details: { kind: 'unhandled rejection' } });
  });
  target.addEventListener('vite:preloadError', (event) => preloadFailed((event as Event & { payload?: unknown }).payload));
  onApiFailure((call) => {
    const report = apiFailureReport(call);
    if (report) sendErrorReport(report.severity, report.message, { code: call.code.replace(/[^A-Za-z0-9_.:-]/g, '_') || undefined, details: report.details });
  });
}
