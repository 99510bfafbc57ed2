/** Builds the body of POST /api/errors from what was caught: scrubbed, trimmed to the schema's limits. */
import { scrubPersonalData } from '../../core/scrubPersonalData.ts';
import { withoutTypedValues } from '../../core/typedValues.ts';
import type { ClientErrorRequest } from '../../generated/api/client-error.request.ts';
import type { ErrorContext } from './context.ts';

export type Severity = ClientErrorRequest['severity'];

/** What a caller may add to a report; `error` gives the stack (and the code, when it carries one). */
export interface ReportExtra {
  error?: unknown;
  /** A failure code, e.g. ChunkLoadError or CSS_CHUNK_LOAD_FAILED. */
  code?: string;
  /** Small non-personal facts (ids, statuses); sent as text. */
  details?: Record<string, string | number | boolean | null>;
}

export const REPORT_LIMITS = { message: 1000, stack: 8000, stackLines: 40, code: 100, details: 20, detailKey: 60, detailValue: 300 } as const;

const CODE = /^[A-Za-z0-9_.:-]+$/;

function stackOf(error: unknown): string | null {
  if (!(error instanceof Error) || !error.stack) return null;
  return error.stack.split('\n').slice(0, REPORT_LIMITS.stackLines).join('\n').slice(0, REPORT_LIMITS.stack);
}

function codeOf(extra: ReportExtra): string | null {
  const fromError = extra.error && typeof extra.error === 'object' && 'code' in extra.error ? (extra.error as { code: unknown }).code : null;
  const code = extra.code ?? (typeof fromError === 'string' ? fromError : null);
  return code && CODE.test(code) ? code.slice(0, REPORT_LIMITS.code) : null;
}

function detailsOf(details: ReportExtra['details'], scrub: (text: string) => string): Record<string, string | null> | null {
  if (!details) return null;
  const out: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(details).slice(0, REPORT_LIMITS.details)) {
    if (key.length > REPORT_LIMITS.detailKey) continue;
    out[key] = value === null || value === undefined ? null : scrub(String(value)).slice(0, REPORT_LIMITS.detailValue);
  }
  return out;
}

/**
 * The report's body, its free text scrubbed of what looks personal (scrubPersonalData) and of what the visitor typed
 * (`typed`: names and other words no pattern can tell from the rest).
 */
export function buildErrorReport(severity: Severity, message: string, extra: ReportExtra, context: ErrorContext, typed: ReadonlyArray<string | null | undefined> = []): ClientErrorRequest {
  const scrub = (text: string) => withoutTypedValues(scrubPersonalData(text), typed);
  const text = scrub(message.trim() || 'unknown error').slice(0, REPORT_LIMITS.message);
  const stack = stackOf(extra.error);
  const code = codeOf(extra);
  const details = detailsOf(extra.details, scrub);
  return {
    severity, message: text, context,
    ...(code ? { code } : {}),
    ...(stack ? { stack: scrub(stack) } : {}),
    ...(details ? { details } : {}),
  };
}

/** Reports with the same key are deduplicated by the gate. */
export function reportKey(report: ClientErrorRequest): string {
  return `${report.severity}|${report.code ?? ''}|${report.message}`;
}
