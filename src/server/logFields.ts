/**
 * What a log line may hold, by allow list: a field not named here is written as [redacted], so a new log call
 * cannot leak a value nobody reviewed. Personal data (names, phones, emails, postal codes, birth dates, answers,
 * tokens) is never among them; an error keeps its type, code and stack frames, and its message only when it is one
 * of our coded messages, which never carry what a visitor typed.
 */

/** Context fields a log call may pass, and why each is safe: ids, codes, counts and our own names. */
export const LOG_FIELDS: ReadonlySet<string> = new Set([
  'reqId', 'req', 'res', 'responseTime', 'err', // request lines (req and err are serialized below)
  'code', 'status', 'statusCode', 'reason', 'kind', // coded outcomes
  'studyId', 'studySiteId', 'criterionId', 'eventId', 'screeningId', // our ids, never a person's data
  'campaign', 'attemptedCampaign', // campaign names
  'count', 'removed', 'attempt', 'worker',
  'overErrorBudget', // a flag: an error line logged at info past its budget (logBudget.ts)
  'overload', // which of our load-shedding limits a shed write passed (loadShedding.ts): eventLoopDelay, heapUsed, writesInFlight
  'shed', 'overloads', // how many writes a window shed, and how many for each of those limits (shedLog.ts)
  'clientError', // a browser's error report, scrubbed of personal values before it is logged (scrubPersonalData)
]);

const REDACTED = '[redacted]';

/** Keeps allowed fields; any other field's value becomes [redacted]. */
export function allowListed(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) out[key] = LOG_FIELDS.has(key) ? value : REDACTED;
  return out;
}

/** Our error codes (INVALID_LEAD, DATABASE_UNAVAILABLE), Fastify's (FST_ERR_...) and Node's (ECONNREFUSED); not SQLSTATEs. */
const OWN_CODE = /^[A-Z][A-Z_]+$/;

/** An error as logged: type, code, status and stack frames; the message only for a coded error of ours. */
export function serializeError(err: unknown): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { type: typeof err };
  const e = err as { name?: unknown; code?: unknown; statusCode?: unknown; message?: unknown; stack?: unknown };
  const code = typeof e.code === 'string' ? e.code : undefined;
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)).map((line) => line.trim()) : [];
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    ...(code ? { code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(code && OWN_CODE.test(code) && typeof e.message === 'string' ? { message: e.message } : {}),
    stack: frames,
  };
}
