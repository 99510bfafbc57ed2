/** JSON calls to our API with credentials and the CSRF token on every state-changing call. */
import { notifyTracked } from './trackObservers.ts';
import { afterNextPaint } from '../../../widgets/afterNextPaint.ts';
import { awaitedCallStarted } from './awaitedCalls.ts';
import {
  ENDPOINTS, endpointPath, type EndpointBody, type EndpointName, type EndpointParams, type EndpointQuery, type EndpointResponse, type EndpointRoute,
} from '../../core/api/endpoints.ts';

export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly missing: string[] = [],
    /** How long the server asked us to wait before sending again (Retry-After), or null. */
    readonly retryAfterMs: number | null = null,
    /** The refusal's whole answer, for what a code carries beside its message (BOOKING_EXISTS: the booking). */
    readonly answer: Readonly<Record<string, unknown>> | null = null) {
    super(message);
  }
  /** Worth retrying: the network or the server failed, not the request. */
  get transient(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429 || this.code === 'IDEMPOTENCY_IN_PROGRESS';
  }
}

/**
 * How many times a call the server shed (503 SERVER_BUSY: refused before doing anything, so sending it again is always
 * safe) is sent again, each after its Retry-After, before the caller sees the error. The visitor meanwhile sees the
 * usual "Saving…" on the button: being busy for a few seconds is not a failure.
 */
export const BUSY_RESENDS = 5;
const DEFAULT_BUSY_WAIT_MS = 2_000;
const MAX_BUSY_WAIT_MS = 30_000;

/** How long to wait before sending a shed call again, or null when the failure is not a shed (or resends are used up). */
export function busyWaitMs(error: ApiError, resends: number): number | null {
  if (error.status !== 503 || error.code !== 'SERVER_BUSY' || resends >= BUSY_RESENDS) return null;
  return Math.min(error.retryAfterMs ?? DEFAULT_BUSY_WAIT_MS, MAX_BUSY_WAIT_MS);
}

const wait = (ms: number, signal: AbortSignal | undefined) => new Promise<void>((resolve, reject) => {
  if (signal?.aborted) return reject(signal.reason);
  const timer = setTimeout(resolve, ms);
  signal?.addEventListener('abort', () => { clearTimeout(timer); reject(signal.reason); }, { once: true });
});

/** Retry-After in whole seconds (the form our server sends); a date or nonsense gives null. */
export function retryAfterMs(header: string | null): number | null {
  if (!header || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header) * 1000;
}

let csrfToken: Promise<string> | null = null;
/** The token once it has come: a call then sends its request in the task that makes it, with nothing awaited first. */
let csrfTokenGiven: string | null = null;

async function fetchCsrf(): Promise<string> {
  const res = await fetch('/api/csrf', { credentials: 'same-origin' });
  if (!res.ok) throw new ApiError(res.status, 'CSRF_UNAVAILABLE', 'could not get a CSRF token');
  return ((await res.json()) as { token: string }).token;
}

function csrf(): Promise<string> {
  if (csrfToken) return csrfToken;
  const asked = fetchCsrf();
  csrfToken = asked;
  // A token asked before the server refused the last one (forgetCsrf) is not taken as the new one.
  asked.then((token) => { if (csrfToken === asked) csrfTokenGiven = token; }, () => { if (csrfToken === asked) csrfToken = null; });
  return asked;
}

function forgetCsrf(): void {
  csrfToken = null;
  csrfTokenGiven = null;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Outlives the page (a small body sent as the visitor leaves). */
  keepalive?: boolean;
  /** Nobody waits for it (a recording upload), so it is not counted among the calls work can wait for (awaitedCalls.ts). */
  background?: boolean;
}

/** A call that failed with an answer (or none: status 0); the error reporter listens (src/app/errors/capture.ts). */
export interface FailedApiCall {
  method: string;
  path: string;
  status: number;
  code: string;
}

let failureListener: ((call: FailedApiCall) => void) | null = null;

/** Tells `listener` about every failed call; it decides what is worth reporting. */
export function onApiFailure(listener: (call: FailedApiCall) => void): void {
  failureListener = listener;
}

function failed(method: string, path: string, error: ApiError): ApiError {
  try {
    failureListener?.({ method, path, status: error.status, code: error.code });
  } catch {
    // The listener must never change what the caller sees.
  }
  return error;
}

/**
 * How long a call waits for its answer: past it, it fails as the network does (sent again where the caller retries,
 * with the same key). A database that stopped answering held the button on "Saving…" for as long as it stayed so.
 */
export const ANSWER_DEADLINE_MS = 40_000;

/** A signal that aborts at the deadline or with the caller's own, and whether it was the deadline. */
function answerDeadline(callers: AbortSignal | undefined): { signal: AbortSignal; passed: () => boolean; clear: () => void } {
  const controller = new AbortController();
  let passed = false;
  const timer = setTimeout(() => { passed = true; controller.abort(); }, ANSWER_DEADLINE_MS);
  const follow = () => controller.abort();
  if (callers?.aborted) controller.abort();
  else callers?.addEventListener('abort', follow, { once: true });
  return { signal: controller.signal, passed: () => passed, clear: () => { clearTimeout(timer); callers?.removeEventListener('abort', follow); } };
}

export async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  // Tracking (keepalive) is sent after the frame the visitor waits for; a background call by definition is not waited on.
  const ended = options.keepalive || options.background ? null : awaitedCallStarted();
  try {
    return await answerOf<T>(method, path, body, options);
  } finally {
    ended?.();
  }
}

async function answerOf<T>(method: 'GET' | 'POST' | 'PUT', path: string, body: unknown, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    headers['x-csrf-token'] = csrfTokenGiven ?? await csrf();
  }
  for (let resends = 0; ; resends += 1) {
    const deadline = answerDeadline(options.signal);
    const init: RequestInit = { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body), signal: deadline.signal, ...(options.keepalive ? { keepalive: true } : {}) };
    let res: Response;
    let data: (T & { code?: string; message?: string; missing?: string[] }) | null;
    try {
      res = await fetch(path, init);
      data = (await res.json().catch((err: unknown) => { if (deadline.passed()) throw err; return null; })) as typeof data;
    } catch (err) {
      if ((err as Error).name === 'AbortError' && !deadline.passed()) throw err;
      throw failed(method, path, new ApiError(0, 'NETWORK', 'network unavailable'));
    } finally {
      deadline.clear();
    }
    if (res.ok) return data as T;
    const error = new ApiError(res.status, data?.code ?? 'HTTP_ERROR', data?.message ?? `HTTP ${res.status}`, data?.missing ?? [], retryAfterMs(res.headers.get('retry-after')),
      data && typeof data === 'object' ? data as Record<string, unknown> : null);
    const busyWait = busyWaitMs(error, resends);
    if (busyWait === null) {
      // A stale CSRF cookie (e.g. after a server restart) is fetched anew on the next call.
      if (res.status === 403) forgetCsrf();
      throw failed(method, path, error);
    }
    await wait(busyWait, options.signal);
  }
}

type Part<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : { [P in K]: T };
type QueryPart<Q> = [Q] extends [never] ? { query?: never } : Partial<Q> extends Q ? { query?: Q | URLSearchParams } : { query: Q | URLSearchParams };
/** The input is optional when nothing in it is required (a GET without parameters). */
type InputArgs<N extends EndpointName> = Partial<CallInput<N>> extends CallInput<N> ? [CallInput<N>?] : [CallInput<N>];

/** What a call to endpoint N sends: its path parameters, query and body as the endpoint table types them. */
export type CallInput<N extends EndpointName> = Part<'params', EndpointParams<N>> & Part<'body', EndpointBody<N>> & QueryPart<EndpointQuery<N>> & RequestOptions;

function queryString(query: object | URLSearchParams | undefined): string {
  if (!query) return '';
  const params = query instanceof URLSearchParams ? query
    : new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined && value !== null).map(([key, value]) => [key, String(value)]));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call to endpoint N (a link to a file it answers, as the booking's calendar file). */
export function endpointUrl<N extends EndpointName>(name: N, ...[input]: InputArgs<N>): string {
  const route: EndpointRoute = ENDPOINTS[name];
  return endpointPath(route, input?.params as Record<string, string | number> | undefined) + queryString(input?.query);
}

/** Calls endpoint N of the endpoint table (src/core/api/endpoints.ts) by its name; what it sends and answers is typed from there. */
export function callEndpoint<N extends EndpointName>(name: N, ...[input]: InputArgs<N>): Promise<EndpointResponse<N>> {
  const route: EndpointRoute = ENDPOINTS[name];
  const url = endpointUrl(name, ...([input] as [CallInput<N>]));
  return apiRequest<EndpointResponse<N>>(route.method, url, input?.body, { headers: input?.headers, signal: input?.signal, background: input?.background });
}

type TrackedEndpoint = 'trackActions' | 'routerLog' | 'redirectDebug';

/** Fire-and-forget tracking, sent once the next frame is painted: failures never disturb the visitor, nor does the send. */
export function track<N extends TrackedEndpoint>(name: N, body: EndpointBody<N>): void {
  const { path } = ENDPOINTS[name];
  notifyTracked(path, body);
  // keepalive: an event sent as the visitor leaves (the page hidden before its frame) still reaches the server.
  afterNextPaint(() => void apiRequest('POST', path, body, { keepalive: true }).catch(() => undefined));
}
