/**
 * The session recorder (loaded on demand, with rrweb, only when the initial payload enables recording): records the
 * page with rrweb, has the server open the tab's recording (POST /api/sr/open, once per tab) and every 2 s, when
 * there is data, sends a batch for it to POST /api/sr/new. A failed opening or send is reported and ends the recording
 * (one that leaving the page cut short ends it unreported).
 */
import { record } from 'rrweb';
import { callEndpoint } from '../api/client.ts';
import { whenQuiet } from '../api/awaitedCalls.ts';
import { observeTracking } from '../api/trackObservers.ts';
import { parseQuery } from '../../core/queryParams.ts';
import { BatchBuffer, logFromTracked, type TrackedLog } from './batchBuffer.ts';
import { RECORDING_BATCH_INTERVAL_MS } from './constants.ts';
import { recordingOptions } from './recordOptions.ts';
import { recordingIdentity } from './sessionIdentity.ts';
import { recordingUploadBody } from './uploadBody.ts';
import { reportRecordingFailure } from './reportFailure.ts';
import { storage } from '../state/persistence.ts';
import { afterNextPaint } from '../../../widgets/afterNextPaint.ts';

/** How long a failed send waits before it is reported, for a page being left to go (it takes tens of milliseconds). */
export const REPORT_AFTER_LEAVING_MS = 1_000;

/** What the recorder reads from the visit at each send (the flow can change, e.g. a redirect to study search). */
export interface VisitView {
  flow(): string;
  leadLpParamId(): string | null;
  indicationId(): number | null;
}

/** Runs `send` when the page is quiet, so a batch is not built and handed over while a step changes or renders. */
export type WhenIdle = (send: () => void) => void;

const whenBrowserIdle: WhenIdle = (send) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(send, { timeout: 1_000 });
  else send();
};

/** What the build adds to rrweb's record (scripts/vite/rrwebMutationHold.ts); absent where rrweb is not built by it. */
interface MutationHold {
  holdMutations?: () => void;
  releaseMutations?: () => void;
}

/** Runs `release` once the frame the visitor waits for has been painted. */
export type AfterPaint = (release: () => void) => void;

/** Starts recording; `earlier` are the logs tracked before the recorder was loaded. Returns the function that stops it. */
export function startRecorder(visit: VisitView, earlier: readonly TrackedLog[] = [], whenIdle: WhenIdle = whenQuiet(whenBrowserIdle), afterPaint: AfterPaint = afterNextPaint): () => void {
  const buffer = new BatchBuffer();
  const keep = (log: TrackedLog | null) => {
    if (log?.kind === 'router') buffer.addRouterLog(log.log);
    else if (log?.kind === 'action') buffer.addActionLog(log.log);
  };
  earlier.forEach(keep);
  // Opened (or resumed) at once, so the first upload does not wait for it; awaited by each send.
  const identity = recordingIdentity(storage('session'));
  identity.catch(() => undefined);
  const startTimestamp = Date.now();
  let sending = false;
  let stopped = false;
  // Leaving the page (a link to another page) cancels an upload under way, and Firefox rejects it, sometimes before
  // the page hides: that is the visitor going on, not a failure. So a failure is reported a moment later, when the
  // page has stayed (a page that went has no timers left to run). A page back from the back-forward cache stays.
  let leaving = false;
  const onPageHide = () => { leaving = true; };
  const onPageShow = () => { leaving = false; };
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  const reportUnlessLeft = (err: unknown, stage: 'open' | 'upload') => setTimeout(() => {
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    if (!leaving) reportRecordingFailure(err, stage);
  }, REPORT_AFTER_LEAVING_MS);

  const stopRecording = record(recordingOptions((event) => buffer.addEvent(event)));
  const hold = record as MutationHold;
  // A step change, or an action such as a search's results, is tracked just before what it shows renders (the page
  // renders a store change after the task that made it): what that adds to the page is walked and serialised after it
  // is painted rather than in the frame the visitor waits for. The recording keeps every change, in order.
  const holdWhilePageChanges = () => {
    if (!hold.holdMutations || !hold.releaseMutations) return;
    hold.holdMutations();
    afterPaint(() => { if (!stopped) hold.releaseMutations?.(); });
  };
  const stopObserving = observeTracking((path, body) => {
    const log = logFromTracked(path, body, Date.now());
    if (log) holdWhilePageChanges();
    keep(log);
  });

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    stopObserving();
    stopRecording?.();
  };

  const send = async () => {
    // One send at a time: a slow one lets the next batch grow instead of overlapping it.
    if (sending || stopped) return;
    const batch = buffer.take();
    if (!batch) return;
    sending = true;
    let stage: 'open' | 'upload' = 'open';
    try {
      const session = await identity;
      stage = 'upload';
      const body = recordingUploadBody(batch, {
        sessionId: session.sessionId, orderId: session.nextOrderId(), startTimestamp, hostName: window.location.hostname,
        leadLpParamId: visit.leadLpParamId(), indicationId: visit.indicationId(), languages: navigator.languages ?? [navigator.language],
        query: parseQuery(window.location.search), userAgent: navigator.userAgent, flow: visit.flow(),
      });
      await callEndpoint('uploadRecording', { body, background: true });
    } catch (err) {
      stop();
      reportUnlessLeft(err, stage);
    } finally {
      sending = false;
    }
  };

  // A batch can be tens of kilobytes of JSON: built and sent when the browser is idle, not in the middle of a step change.
  const timer = setInterval(() => whenIdle(() => void send()), RECORDING_BATCH_INTERVAL_MS);
  return stop;
}
