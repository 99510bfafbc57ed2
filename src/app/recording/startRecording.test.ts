import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { initialState, type FlowState, type FlowStore } from '../state/store.ts';
import type { InitialPayload } from '../../generated/api/initial-payload.response.ts';
import { recordWhenEnabled, type RecorderLoading } from './startRecording.ts';
import type { VisitView } from './recorder.ts';
import type { TrackedLog } from './batchBuffer.ts';
import { notifyTracked } from '../api/trackObservers.ts';

const payload = (enableRecording: boolean): InitialPayload => ({
  indication: { id: 7, name: 'Asthma' }, country: null, study: null, featuredStudy: null, leadLpParamId: 'lp-1', leadLpParamsStudyIds: [],
  enableRecording, participantGroup: null, analytics: { cid: null, testGroup: null }, postalCode: null, region: null, latlong: null, referrerUrl: null,
});

function setup(): { store: FlowStore; loading: RecorderLoading; started: VisitView[]; handed: TrackedLog[][]; failures: unknown[] } {
  const store = createStore<FlowState>(() => ({ ...initialState('US'), campaign: 's6' })) as unknown as FlowStore;
  const started: VisitView[] = [];
  const handed: TrackedLog[][] = [];
  const failures: unknown[] = [];
  const loading: RecorderLoading = {
    load: vi.fn(async () => ({ startRecorder: (visit: VisitView, earlier: readonly TrackedLog[] = []) => { started.push(visit); handed.push([...earlier]); return () => undefined; } })),
    onLoadFailure: (e) => failures.push(e),
    idle: (run) => run(),
  };
  return { store, loading, started, handed, failures };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recordWhenEnabled', () => {
  it('loads nothing while there is no payload, nor when the payload does not enable recording', async () => {
    const { store, loading } = setup();
    recordWhenEnabled(store, loading);
    store.setState({ trail: ['home'] });
    store.setState({ payload: payload(false) });
    await settle();
    expect(loading.load).not.toHaveBeenCalled();
  });

  it('loads and starts the recorder once when the payload enables recording, reading the visit live', async () => {
    const { store, loading, started } = setup();
    recordWhenEnabled(store, loading);
    store.setState({ payload: payload(true) });
    store.setState({ payload: { ...payload(true), leadLpParamId: 'lp-2' } });
    await settle();
    expect(loading.load).toHaveBeenCalledTimes(1);
    expect(started).toHaveLength(1);
    const visit = started[0] as VisitView;
    expect([visit.flow(), visit.leadLpParamId(), visit.indicationId()]).toEqual(['s6', 'lp-2', 7]);
    store.setState({ campaign: 'ss6', path: { ...store.getState().path, indicationId: 101 } });
    expect([visit.flow(), visit.indicationId()]).toEqual(['ss6', 101]);
  });

  it('starts at once when the payload is already there', async () => {
    const { store, loading, started } = setup();
    store.setState({ payload: payload(true) });
    recordWhenEnabled(store, loading);
    await settle();
    expect(started).toHaveLength(1);
  });

  it('reports a recorder that fails to load', async () => {
    const { store, loading, failures } = setup();
    const error = new Error('chunk failed');
    loading.load = async () => { throw error; };
    recordWhenEnabled(store, loading);
    store.setState({ payload: payload(true) });
    await settle();
    expect(failures).toEqual([error]);
  });

  it('hands the recorder what was tracked before it loaded (the landing action comes with the payload)', async () => {
    const { store, loading, handed } = setup();
    recordWhenEnabled(store, loading);
    notifyTracked('/api/actions/router_log', { from: 'home', to: 'postal' });
    store.setState({ payload: payload(true) });
    notifyTracked('/api/actions', { routePath: 'home', actions: ['l'] });
    await settle();
    expect(handed).toEqual([[{ kind: 'router', log: { from: 'home', to: 'postal', at: expect.any(Number) } }, { kind: 'action', log: { routePath: 'home', actions: ['l'], at: expect.any(Number) } }]]);
  });

  it('reports a recorder that fails to start', async () => {
    const { store, loading, failures } = setup();
    const error = new Error('rrweb refused');
    loading.load = async () => ({ startRecorder: () => { throw error; } });
    recordWhenEnabled(store, loading);
    store.setState({ payload: payload(true) });
    await settle();
    expect(failures).toEqual([error]);
  });

  it('starts the loaded recorder only once the browser is idle, still handing over what was tracked meanwhile', async () => {
    const { store, loading, started, handed } = setup();
    let idle: (() => void) | null = null;
    loading.idle = (run) => { idle = run; };
    recordWhenEnabled(store, loading);
    store.setState({ payload: payload(true) });
    await settle();
    expect(loading.load).toHaveBeenCalledTimes(1);
    expect(started).toHaveLength(0);
    notifyTracked('/api/actions', { routePath: 'home', actions: ['l'] });
    (idle as unknown as () => void)();
    expect(started).toHaveLength(1);
    expect(handed).toEqual([[{ kind: 'action', log: { routePath: 'home', actions: ['l'], at: expect.any(Number) } }]]);
  });
});
