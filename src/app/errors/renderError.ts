/** A render error caught by the app's error boundary: the page could not be shown, so it is fatal. */
import { messageOf } from './messageOf.ts';
import { sendErrorReport } from './report.ts';

export function reportRenderError(error: unknown, componentStack: string | null): void {
  // React prints caught errors itself, so no console echo here.
  sendErrorReport('fatal', messageOf(error), {
    error, details: { kind: 'render error', ...(componentStack ? { componentStack: componentStack.trim().split('\n').slice(0, 5).join(' | ') } : {}) },
  });
}
