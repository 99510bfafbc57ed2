/**
 * Work the visitor is not waiting for, held until the frame they are waiting for has been painted: tracking (handing a
 * request to the browser takes a few milliseconds of a phone's main thread, spent before the next step showed) and the
 * conditions list's later groups. A page that is hidden, or about to be, runs at once what waited; a frame that never
 * comes is not waited for long. In widgets/ so that both the page (src/app) and a widget may call it.
 */
const waiting: Array<() => void> = [];
let scheduled = false;
let fallback: ReturnType<typeof setTimeout> | null = null;

/** The longest a send waits for a frame (a page whose frames the browser has paused). */
export const MAX_WAIT_FOR_PAINT_MS = 1_000;

/** Runs at once, in order, what waits for a paint: for a page being hidden or left (and a test starting afresh). */
export function runWaiting(): void {
  scheduled = false;
  if (fallback !== null) clearTimeout(fallback);
  fallback = null;
  for (const run of waiting.splice(0)) run();
}

export function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.visibilityState !== 'visible') {
    run();
    return;
  }
  waiting.push(run);
  if (scheduled) return;
  scheduled = true;
  // A frame's callbacks run just before it is painted; a task queued from one runs after the paint.
  requestAnimationFrame(() => setTimeout(runWaiting, 0));
  fallback = setTimeout(runWaiting, MAX_WAIT_FOR_PAINT_MS);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') runWaiting(); });
  // Where leaving the page fires no visibilitychange first.
  window.addEventListener('pagehide', runWaiting);
  // A page given back from the back-forward cache: a frame asked for as it was left may never come, and what waited on
  // it (a history entry's address) stayed unwritten while the page showed the step.
  window.addEventListener('pageshow', (event) => { if (event.persisted) runWaiting(); });
}
