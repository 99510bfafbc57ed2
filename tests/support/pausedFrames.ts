/**
 * For unit tests of work held until a frame is painted (widgets/afterNextPaint.ts): frames come only when `paint()` is
 * called, under fake timers, on a page whose visibility the test sets. Call from beforeEach; undo with `vi.restoreAllMocks`,
 * `vi.unstubAllGlobals` and `vi.useRealTimers` in afterEach.
 */
import { vi } from 'vitest';
import { runWaiting } from '../../widgets/afterNextPaint.ts';

export interface PausedFrames {
  /** Runs the frame's callbacks (just before its paint); what they queue for after the paint runs on the next timer. */
  paint(): void;
  setVisibility(state: DocumentVisibilityState): void;
  /** Frame callbacks asked for and not yet run. */
  waitingFrames(): number;
}

export function pauseFrames(): PausedFrames {
  const frames: Array<() => void> = [];
  let visibility: DocumentVisibilityState = 'visible';
  // What an earlier test left waiting for a frame of its own (one that never came) runs now, so none is awaited here.
  runWaiting();
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  return {
    paint: () => { for (const frame of frames.splice(0)) frame(); },
    setVisibility: (state) => { visibility = state; },
    waitingFrames: () => frames.length,
  };
}

/** Undoes pauseFrames (its fake timers, its frame stub and its visibility), and empties the page's storage: an afterEach of the tests that keep a visit. */
export function resumeFramesAndClearStorage(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
}
