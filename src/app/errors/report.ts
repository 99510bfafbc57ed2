/**
 * The browser's error reporter: POST /api/errors with severity, message, a trimmed stack and the visit's
 * context (spec §7 "Error reporting"). Our server stores and logs each report and, when configured, forwards
 * it to a Sentry-compatible service, so the page's CSP keeps `connect-src 'self'`. Reporting never throws and
 * never disturbs the visitor; the gate keeps a loop from flooding the server.
 */
import { callEndpoint } from '../api/client.ts';
import type { CampaignShelf } from '../../engine/campaignShelf.ts';
import type { FlowStore } from '../state/store.ts';
import { buildErrorContext, type ErrorContext } from './context.ts';
import { buildErrorReport, reportKey, type ReportExtra, type Severity } from './errorReport.ts';
import { createReportGate, DEFAULT_GATE } from './reportGate.ts';
import { draftTexts } from '../state/stepDraft.ts';

export type { ReportExtra, Severity };

const gate = createReportGate({ ...DEFAULT_GATE, now: () => Date.now() });
// The same error object can reach us twice (Vite's preload event, then the failed import): report it once.
const alreadyReported = new WeakSet<object>();

function contextFromLocation(campaigns: Pick<CampaignShelf, 'loaded'>, store: FlowStore | null): ErrorContext {
  const state = store?.getState();
  return buildErrorContext({
    campaigns, campaignName: state?.campaign ?? null, trail: state?.trail ?? [], leadLpParamId: state?.payload?.leadLpParamId ?? null,
    pathname: window.location.pathname, search: window.location.search, userAgent: navigator.userAgent,
  });
}

let currentContext: () => ErrorContext = () => contextFromLocation({ loaded: () => undefined }, null);

/**
 * What the page was given (the visit's names, e-mail and postal code), what its boxes hold, and what the tab's drafts
 * keep typed and not sent (a name changed, then Back), to take out of a report.
 */
function typedOnPage(store: FlowStore | null): Array<string | null> {
  const c = store?.getState().candidate;
  const given = c ? [c.firstName, c.lastName, c.email, c.postalCode, c.caregiver?.firstName ?? null, c.caregiver?.lastName ?? null] : [];
  const boxes = Array.from(document.querySelectorAll('input, textarea')).filter(isTextBox).map((box) => box.value);
  return [...given, ...boxes, ...draftTexts(), ...typedBefore];
}

const TEXT_BOXES = new Set(['text', 'email', 'tel', 'search', 'url']);
const isTextBox = (box: EventTarget | null): box is HTMLInputElement | HTMLTextAreaElement =>
  box instanceof HTMLTextAreaElement || (box instanceof HTMLInputElement && TEXT_BOXES.has(box.type));

/**
 * What the tab's text boxes held each time one was left: a name typed and corrected before an error, or a previous
 * visit's in the same tab, which the page no longer holds. Kept in memory only, and only to take out of reports.
 */
const typedBefore = new Set<string>();

let currentTyped: () => Array<string | null> = () => typedOnPage(null);

/** Gives reports the visit's context; until called (errors during start-up) reports carry the page alone. */
export function configureErrorReporting(campaigns: Pick<CampaignShelf, 'loaded'>, store: FlowStore): void {
  currentContext = () => contextFromLocation(campaigns, store);
  currentTyped = () => typedOnPage(store);
  document.addEventListener('change', ({ target }) => { if (isTextBox(target) && typedBefore.size < 500) typedBefore.add(target.value); }, true);
}

/** Sends a report without echoing it to the console (for errors the browser has already printed). */
export function sendErrorReport(severity: Severity, message: string, extra: ReportExtra = {}): void {
  try {
    const error = extra.error;
    if (error && typeof error === 'object') {
      if (alreadyReported.has(error)) return;
      alreadyReported.add(error);
    }
    const body = buildErrorReport(severity, message, extra, currentContext(), currentTyped());
    if (!gate.allow(reportKey(body))) return;
    void callEndpoint('reportClientError', { body, background: true }).catch(() => undefined);
  } catch {
    // A reporter that fails must not add a failure of its own.
  }
}

const echo: Record<Severity, (...args: unknown[]) => void> = {
  fatal: (...args) => console.error(...args),
  error: (...args) => console.error(...args),
  warning: (...args) => console.warn(...args),
  info: (...args) => console.info(...args),
};

/** Reports an error to the server (and the console). `extra.error` adds its stack; `extra.code` a failure code. */
export function reportError(severity: 'fatal' | 'error' | 'warning' | 'info', message: string, extra?: ReportExtra): void {
  echo[severity](message, ...(extra?.error !== undefined ? [extra.error] : []));
  sendErrorReport(severity, message, extra);
}
