/**
 * Starts the session recorder once the visit's initial payload enables recording. rrweb comes in its own chunk,
 * imported only then, so visitors without recording never download it.
 */
import type { FlowStore } from '../state/store.ts';
import type { VisitView } from './recorder.ts';
import { reportRecordingFailure } from './reportFailure.ts';
import { observeTracking } from '../api/trackObservers.ts';
import { logFromTracked, type TrackedLog } from './trackedLogs.ts';
import { UPLOAD_LIMITS } from './constants.ts';
import { whenIdle, type Idle } from '../whenIdle.ts';
import { whenQuiet } from '../api/awaitedCalls.ts';

export interface RecorderLoading {
  load: () => Promise<{ startRecorder: (visit: VisitView, earlier?: readonly TrackedLog[]) => () => void }>;
  onLoadFailure: (error: unknown) => void;
  /**
   * When the recorder starts once loaded. Its start, with its first full snapshot, is one long task (46-64 ms at 4x
   * CPU on a search page; 118-128 while rrweb built its hidden iframes, see scripts/vite/rrwebElementCheck.ts):
   * started while the browser is idle, not in the middle of the visitor's first answer.
   */
  idle: Idle;
}

const lazyRecorder: RecorderLoading = {
  load: () => import('./recorder.ts'),
  onLoadFailure: (error) => reportRecordingFailure(error, 'load'),
  idle: whenQuiet(whenIdle),
};

/**
 * Watches the store; the first payload with `enableRecording` starts the recorder, once per page. Navigations and
 * actions tracked before it is loaded (the landing action fires with the payload) are kept and handed over.
 */
export function recordWhenEnabled(store: FlowStore, loading: RecorderLoading = lazyRecorder): void {
  let started = false;
  const earlier: TrackedLog[] = [];
  const stopKeeping = observeTracking((path, body) => {
    const log = logFromTracked(path, body, Date.now());
    if (log && earlier.length < UPLOAD_LIMITS.logs) earlier.push(log);
  });
  const begin = () => {
    if (started) return;
    started = true;
    const visit: VisitView = {
      flow: () => store.getState().campaign ?? 'unknown',
      leadLpParamId: () => store.getState().payload?.leadLpParamId ?? null,
      indicationId: () => store.getState().path.indicationId ?? store.getState().payload?.indication?.id ?? null,
    };
    loading.load().then((recorder) => loading.idle(() => {
      // Synchronously: the recorder observes tracking from here on, so nothing falls between the two.
      stopKeeping();
      try {
        recorder.startRecorder(visit, earlier.splice(0));
      } catch (error) {
        loading.onLoadFailure(error);
      }
    }), (error: unknown) => {
      stopKeeping();
      loading.onLoadFailure(error);
    });
  };
  const unsubscribe = store.subscribe((state) => {
    if (!state.payload) return;
    unsubscribe();
    if (state.payload.enableRecording) begin();
    else stopKeeping();
  });
  const payload = store.getState().payload;
  if (payload) {
    unsubscribe();
    if (payload.enableRecording) begin();
    else stopKeeping();
  }
}
