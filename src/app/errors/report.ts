/**
 * The browser's error reporter: POST /api/errors with severity, message, a trimmed stack and the visit's
 * context (spec §7 "Error reporting"). Our server stores and logs each report and, when configured, forwards
 * it to a Sentry-compatible service, so the page's CSP keeps `connect-src 'self'`. Reporting never throws and
 * never disturbs the visitor; the gate keeps a loop from flooding the server.
 */
import { callEndpoint } from '../api/client.ts';
import type { CampaignShelf } from '../../engine/campaignShelf.ts';
import type { FlowStore } from '../state/store.ts';
import type { ErrorContextInput } from './context.ts';
import type { ReportExtra, Severity } from './errorReport.ts';
import { createReportGate, DEFAULT_GATE } from './reportGate.ts';
import { draftTexts } from '../state/stepDraft.ts';
import { loadedModule } from '../loadedModule.ts';
import { whenIdle } from '../whenIdle.ts';

export type { ReportExtra, Severity };

const gate = createReportGate({ ...DEFAULT_GATE, now: () => Date.now() });
// The same error object can reach us twice (Vite's preload event, then the failed import): report it once.
const alreadyReported = new WeakSet<object>();

/** Where the error happened, read when it happened; the report's builder makes its context of it. */
function whereNow(campaigns: Pick<CampaignShelf, 'loaded'>, store: FlowStore | null): ErrorContextInput {
  const state = store?.getState();
  return {
    campaigns, campaignName: state?.campaign ?? null, trail: state?.trail ?? [], leadLpParamId: state?.payload?.leadLpParamId ?? null,
    pathname: window.location.pathname, search: window.location.search, userAgent: navigator.userAgent,
  };
}

let currentWhere: () => ErrorContextInput = () => whereNow({ loaded: () => undefined }, null);

// The report's builder and its scrubbing: fetched once the page is idle after its first step (or by the first report).
const builder = loadedModule(() => import('./reportBody.ts'));
/** The report's builder, fetched (tests wait for it). */
export const loadReportBuilder = () => builder.load();

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
 * What the tab's text boxes held each time one was left, and each text typed over or cut back (selected and typed
 * over, erased): a name corrected before an error, or a previous visit's in the same tab, which the page no longer
 * holds. Kept in memory only, and only to take out of reports.
 */
const typedBefore = new Set<string>();
const lastTyped = new WeakMap<EventTarget, string>();
const keep = (text: string | undefined) => { if (text && typedBefore.size < 500) typedBefore.add(text); };

let currentTyped: () => Array<string | null> = () => typedOnPage(null);

/** Gives reports the visit's context; until called (errors during start-up) reports carry the page alone. */
export function configureErrorReporting(campaigns: Pick<CampaignShelf, 'loaded'>, store: FlowStore): void {
  currentWhere = () => whereNow(campaigns, store);
  currentTyped = () => typedOnPage(store);
  whenIdle(() => void builder.load().catch(() => undefined));
  document.addEventListener('change', ({ target }) => { if (isTextBox(target)) keep(target.value); }, true);
  // A box's text before the visitor's first key in it (a name the page filled in) counts as typed before too.
  document.addEventListener('focusin', ({ target }) => { if (isTextBox(target) && !lastTyped.has(target)) lastTyped.set(target, target.value); }, true);
  document.addEventListener('input', ({ target }) => {
    if (!isTextBox(target)) return;
    const before = lastTyped.get(target);
    if (before && !target.value.startsWith(before)) keep(before);
    lastTyped.set(target, target.value);
  }, true);
}

/** Sends a report without echoing it to the console (for errors the browser has already printed). */
export function sendErrorReport(severity: Severity, message: string, extra: ReportExtra = {}): void {
  try {
    const error = extra.error;
    if (error && typeof error === 'object') {
      if (alreadyReported.has(error)) return;
      alreadyReported.add(error);
    }
    // Read now: the page may have moved on, and what it held changed, by the time the builder has come.
    const where = currentWhere();
    const typed = currentTyped();
    const send = ({ reportBody, reportKey }: typeof import('./reportBody.ts')) => {
      const body = reportBody(severity, message, extra, where, typed);
      if (gate.allow(reportKey(body))) void callEndpoint('reportClientError', { body, background: true }).catch(() => undefined);
    };
    const ready = builder.now();
    if (ready) send(ready);
    else void builder.load().then(send).catch(() => undefined);
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
