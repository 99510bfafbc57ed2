/**
 * The API calls a visitor may be waiting on (Next's save, a screening, a search), counted while they are under way,
 * so that work nobody waits for (a session recording's upload) stays out of a step change: built and sent while Next's
 * request is on its way, a recording batch took the browser's idle time between the request and its answer, and its
 * upload reached the server beside the save, which then answered later (ws10's screener: 23-88 ms for the save with
 * the upload beside it, 8 ms without).
 */
let underWay = 0;
const waiting: Array<() => void> = [];

/** The longest work waits for calls to end: a call the network holds for long must not stop that work for good. */
export const MAX_WAIT_FOR_CALLS_MS = 5_000;

function runWaiting(): void {
  for (const run of waiting.splice(0)) run();
}

/** Counts a call from now until the function it returns is called (once; later calls change nothing). */
export function awaitedCallStarted(): () => void {
  underWay += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    underWay -= 1;
    if (underWay === 0) runWaiting();
  };
}

export function awaitedCallsUnderWay(): number {
  return underWay;
}

/** Runs `run` once no awaited call is under way (at once when none is), or after MAX_WAIT_FOR_CALLS_MS at the latest. */
export function afterAwaitedCalls(run: () => void): void {
  if (underWay === 0) {
    run();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(() => {
    waiting.splice(waiting.indexOf(once), 1);
    once();
  }, MAX_WAIT_FOR_CALLS_MS);
  waiting.push(once);
}

/**
 * `idle`, once no awaited call is under way: the browser is idle too while Next's request is on its way, and work run
 * then is still running, or still loading the server, when the answer comes. A call started meanwhile is waited for too.
 */
export function whenQuiet(idle: (run: () => void) => void): (run: () => void) => void {
  return function quiet(run) {
    afterAwaitedCalls(() => idle(() => (underWay > 0 ? quiet(run) : run())));
  };
}
