/**
 * Tells a lost or refused database connection (worth retrying once the database is back) from an error in
 * the request itself (a constraint, bad SQL), which retrying would only repeat.
 */

/** SQLSTATE classes and codes that mean the server went away or is not accepting connections yet. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: a restart or a fast stop
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a standby that has not been promoted yet
]);

/** Socket errors of a database that is down, restarting or moving to a new address. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

/** node-postgres reports a dropped socket or a connect timeout with these messages and no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

export function isConnectionFailure(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    // A database set not to take connections (ALLOW_CONNECTIONS false, as during maintenance); 55000 also names
    // errors of the request itself, told apart by their words.
    if (code === '55000' && typeof message === 'string' && message.includes('is not currently accepting connections')) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  // AggregateError from a host name with several addresses, all refused.
  const errors = (err as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isConnectionFailure);
}

/** One short line for logs: the code and message, never a stack or a query's parameters. */
export function describeConnectionFailure(err: unknown): string {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message ? message : 'connection failed';
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}

/**
 * A statement ended by statement_timeout (postgres.ts): held by a lock or a database too slow to answer. Nothing was
 * done and the connection is sound, so it is a 503 to retry, but not a lost connection.
 */
export function isStatementTimeout(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  return code === '57014' && typeof message === 'string' && message.includes('statement timeout');
}

/**
 * node-postgres gave up waiting for the server's answer (postgres.ts's read timeout): the connection stopped answering
 * without closing. It is given up as a lost one is.
 */
export function isReadTimeout(err: unknown): boolean {
  return !!err && typeof err === 'object' && (err as { message?: unknown }).message === 'Query read timeout';
}
