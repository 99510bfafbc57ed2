/**
 * Step navigations and tracked actions as a recording keeps them. Apart from the batch buffer: the page keeps them from
 * its start, before the recorder (and the buffer, with rrweb) is loaded.
 */
import type { RecordingActionLog, RecordingRouterLog } from '../../generated/api/recording-upload.request.ts';
import { UPLOAD_LIMITS } from './constants.ts';
import { ENDPOINTS } from '../../core/api/endpoints.ts';

export type TrackedLog = { kind: 'router'; log: RecordingRouterLog } | { kind: 'action'; log: RecordingActionLog };

const text = (value: unknown): string | null => (typeof value === 'string' ? value.slice(0, UPLOAD_LIMITS.stepPath) : null);

/**
 * The recording's view of a tracked call: a router log (`/api/actions/router_log`, the step paths left and entered)
 * or an action log (`/api/actions`, the action codes and the step path). Nothing else of the call is kept.
 */
export function logFromTracked(path: string, body: unknown, at: number): TrackedLog | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (path === ENDPOINTS.routerLog.path) {
    const from = text(b.from);
    const to = text(b.to);
    return from !== null && to !== null ? { kind: 'router', log: { from, to, at } } : null;
  }
  if (path === ENDPOINTS.trackActions.path) {
    const routePath = text(b.routePath);
    const actions = Array.isArray(b.actions) ? b.actions.filter((a): a is string => typeof a === 'string' && /^[a-z]{1,8}$/.test(a)).slice(0, 20) : [];
    return routePath !== null && actions.length ? { kind: 'action', log: { routePath, actions, at } } : null;
  }
  return null;
}
