// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedEvent } from '../../core/recordingEvents.ts';

// rrweb itself, the network and the reporter are replaced: this tests the recorder's timing, batching and stopping.
// `held` is the build's mutation hold on rrweb's record (scripts/vite/rrwebMutationHold.ts): holds minus releases.
const rrweb = vi.hoisted(() => ({ emit: null as ((e: RecordedEvent) => void) | null, options: null as unknown, stop: vi.fn(), holds: [] as string[] }));
vi.mock('rrweb', () => ({
  record: Object.assign((options: { emit: (e: RecordedEvent) => void }) => { rrweb.emit = options.emit; rrweb.options = options; return rrweb.stop; }, {
    holdMutations: () => { rrweb.holds.push('hold'); },
    releaseMutations: () => { rrweb.holds.push('release'); },
  }),
}));
// `calls` are the uploads; `opens` the POST /api/sr/open calls, each answering a new id of the server's.
const api = vi.hoisted(() => ({ calls: [] as Array<{ path: string; body: Record<string, unknown>; background?: boolean }>, opens: 0, fail: false, failOpen: false }));
vi.mock('../api/client.ts', async () => {
  const { ENDPOINTS } = await import('../../core/api/endpoints.ts');
  return { callEndpoint: async (name: keyof typeof ENDPOINTS, { body, background }: { body: Record<string, unknown>; background?: boolean }) => {
    const { path } = ENDPOINTS[name];
    if (path === '/api/sr/open') {
      api.opens += 1;
      if (api.failOpen) throw new Error('HTTP 404');
      return { sessionId: `opened-by-server-${api.opens}` };
    }
    api.calls.push({ path, body, background });
    if (api.fail) throw new Error('HTTP 500');
    return { accepted: true };
  } };
});
const reports = vi.hoisted(() => [] as Array<[unknown, string]>);
vi.mock('./reportFailure.ts', () => ({ reportRecordingFailure: (error: unknown, stage: string) => reports.push([error, stage]) }));

const { startRecorder, REPORT_AFTER_LEAVING_MS } = await import('./recorder.ts');
const { notifyTracked } = await import('../api/trackObservers.ts');
const { awaitedCallStarted } = await import('../api/awaitedCalls.ts');

const visit = { flow: () => 's6', leadLpParamId: () => 'lp-1', indicationId: () => null };
const event = (timestamp: number): RecordedEvent => ({ type: 3, timestamp, data: { source: 1 } });

describe('startRecorder', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    api.calls.length = 0;
    api.opens = 0;
    api.fail = false;
    api.failOpen = false;
    reports.length = 0;
    rrweb.stop.mockClear();
    rrweb.holds.length = 0;
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/signup/s6/home?cid=abc&studySiteId=12');
    // Without an idle callback a batch goes when its interval ends (the test below gives the page one).
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a batch when the browser is next idle, not while it is busy', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) => { expect(options.timeout).toBe(1000); idle.push(run); });
    stop = startRecorder(visit);
    rrweb.emit?.(event(1));
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.calls).toHaveLength(0);
    expect(idle).toHaveLength(1);
    rrweb.emit?.(event(2));
    idle.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls.map((c) => c.body.recordings)).toEqual([[event(1), event(2)]]);
  });

  it('sends no batch while a call the visitor waits on is under way (Next\'s save), only once it has ended and the browser is idle', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => { idle.push(run); });
    stop = startRecorder(visit);
    rrweb.emit?.(event(1));
    const save = awaitedCallStarted();
    await vi.advanceTimersByTimeAsync(2000);
    expect(idle).toHaveLength(0);
    save();
    expect(idle).toHaveLength(1);
    // A screening asked before the browser was idle: the batch waits for it too.
    const screening = awaitedCallStarted();
    idle.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toHaveLength(0);
    screening();
    idle.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls.map((c) => [c.path, c.background])).toEqual([['/api/sr/new', true]]);
  });

  it('records with inputs masked and sends a batch every 2 s only when there is data', async () => {
    stop = startRecorder(visit);
    expect(rrweb.options).toMatchObject({ maskAllInputs: true, sampling: { mousemove: false, scroll: 150, media: 800 } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.calls).toHaveLength(0);
    rrweb.emit?.(event(1));
    rrweb.emit?.(event(2));
    await vi.advanceTimersByTimeAsync(1999);
    expect(api.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.path).toBe('/api/sr/new');
    expect(api.calls[0]?.body).toMatchObject({ orderId: 0, recordings: [event(1), event(2)], mutationLogs: [], leadLpParamId: 'lp-1', metadata: { flow: 's6', queryParams: { cid: 'abc', study_site_id: '12' } } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.calls).toHaveLength(1);
  });

  it('puts the step navigations and tracked actions of the batch in its logs, and numbers batches on', async () => {
    stop = startRecorder(visit);
    notifyTracked('/api/actions', { signup: 's6', routePath: 'home', actions: ['l'] });
    await vi.advanceTimersByTimeAsync(2000);
    notifyTracked('/api/actions/router_log', { signup: 's6', from: 'home', to: 'postal', path: '/signup/s6/postal' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.calls.map((c) => [c.body.orderId, c.body.actionLogs, c.body.routerLogs])).toEqual([
      [0, [{ routePath: 'home', actions: ['l'], at: expect.any(Number) }], []],
      [1, [], [{ from: 'home', to: 'postal', at: expect.any(Number) }]],
    ]);
    const sessionIds = new Set(api.calls.map((c) => c.body.sessionId));
    expect([...sessionIds]).toEqual(['opened-by-server-1']);
    expect(api.opens).toBe(1);
  });

  it("holds rrweb's handling of the page's changes from a step change or a tracked action until what it shows is painted", () => {
    const painted: Array<() => void> = [];
    stop = startRecorder(visit, [], undefined, (release) => painted.push(release));
    // A call the recording keeps nothing of holds nothing.
    notifyTracked('/api/actions', { signup: 's6', routePath: 'home', actions: [] });
    notifyTracked('/api/redirect_debug', { from: 'home' });
    expect(rrweb.holds).toEqual([]);
    notifyTracked('/api/actions/router_log', { signup: 's6', from: 'home', to: 'postal', path: '/signup/s6/postal' });
    expect(rrweb.holds).toEqual(['hold']);
    expect(painted).toHaveLength(1);
    painted.shift()?.();
    expect(rrweb.holds).toEqual(['hold', 'release']);
    // A search's results are tracked as an action, just before they render.
    notifyTracked('/api/actions', { signup: 'ss6', routePath: 'home', actions: ['ss'] });
    expect(rrweb.holds).toEqual(['hold', 'release', 'hold']);
    painted.shift()?.();
    expect(rrweb.holds).toEqual(['hold', 'release', 'hold', 'release']);
    // Each step change holds again, and a stopped recorder releases nothing.
    notifyTracked('/api/actions/router_log', { signup: 's6', from: 'postal', to: 'dob', path: '/signup/s6/dob' });
    stop();
    painted.shift()?.();
    expect(rrweb.holds).toEqual(['hold', 'release', 'hold', 'release', 'hold']);
  });

  it('has the server open the recording once per tab, before the first upload, and resumes it after a reload', async () => {
    stop = startRecorder(visit);
    await vi.advanceTimersByTimeAsync(0);
    expect([api.opens, api.calls.length]).toEqual([1, 0]);
    rrweb.emit?.(event(1));
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.calls.map((c) => [c.body.sessionId, c.body.orderId])).toEqual([['opened-by-server-1', 0]]);
    stop();
    // The same tab after a reload: the same session, numbered on, without another opening.
    stop = startRecorder(visit);
    rrweb.emit?.(event(2));
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.opens).toBe(1);
    expect(api.calls.map((c) => [c.body.sessionId, c.body.orderId])).toEqual([['opened-by-server-1', 0], ['opened-by-server-1', 1]]);
  });

  it('reports a refused opening and stops: no upload is sent', async () => {
    api.failOpen = true;
    stop = startRecorder(visit);
    rrweb.emit?.(event(1));
    await vi.advanceTimersByTimeAsync(2000 + REPORT_AFTER_LEAVING_MS);
    expect(api.calls).toHaveLength(0);
    expect(reports).toEqual([[expect.any(Error), 'open']]);
    expect(rrweb.stop).toHaveBeenCalledTimes(1);
    rrweb.emit?.(event(2));
    await vi.advanceTimersByTimeAsync(4000);
    expect([api.opens, api.calls.length]).toEqual([1, 0]);
  });

  it('reports a failed send and stops: rrweb stops and nothing more is sent', async () => {
    stop = startRecorder(visit);
    api.fail = true;
    rrweb.emit?.(event(1));
    await vi.advanceTimersByTimeAsync(2000 + REPORT_AFTER_LEAVING_MS);
    expect(api.calls).toHaveLength(1);
    expect(reports).toEqual([[expect.any(Error), 'upload']]);
    expect(rrweb.stop).toHaveBeenCalledTimes(1);
    api.fail = false;
    rrweb.emit?.(event(2));
    notifyTracked('/api/actions', { routePath: 'home', actions: ['l'] });
    await vi.advanceTimersByTimeAsync(6000);
    expect(api.calls).toHaveLength(1);
  });

  it('stops without a report when the page is left as the send fails, even when it hides just after (a link to another page in Firefox)', async () => {
    stop = startRecorder(visit);
    api.fail = true;
    rrweb.emit?.(event(1));
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.calls).toHaveLength(1);
    expect(rrweb.stop).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(REPORT_AFTER_LEAVING_MS);
    expect(reports).toEqual([]);
  });

  it('reports a failed send of a page that was hidden and came back (the back-forward cache)', async () => {
    stop = startRecorder(visit);
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    api.fail = true;
    rrweb.emit?.(event(1));
    await vi.advanceTimersByTimeAsync(2000 + REPORT_AFTER_LEAVING_MS);
    expect(reports).toEqual([[expect.any(Error), 'upload']]);
  });
});
