/**
 * In-page timing for bench:steps, installed before any page script. A transition is armed from Node, starts at the
 * click's own event timestamp (so input delay counts) and ends when the next step's heading is in the DOM and
 * focused, plus the frame that paints it. Interactions are read from the Event Timing API, as INP is.
 */
export interface ProbeApi {
  arm(until: string | null): void;
  /**
   * `painted`: the frame painted (the figure). `afterHeldWork`: the first timer task after that frame, which runs
   * after the tasks the page queued for after its paint (afterNextPaint: tracking, the address bar's entry), which
   * nobody waits for; it was the figure until stop 52, and is printed beside it.
   */
  settled(timeoutMs: number): Promise<{ dom: number; painted: number; afterHeldWork: number } | null>;
  interactions(): number[];
  resetInteractions(): void;
}

/** Serialised into the page by addInitScript: it may use nothing from its module. */
export function installProbe(): void {
  type Armed = { t0: number | null; prevText: string; until: string | null; dom: number | null; painted: number | null; afterHeldWork: number | null; done: Array<() => void> };
  // Just after a frame's paint: a task of the highest priority runs ahead of the page's own tasks queued from that
  // frame's callbacks (a timer task queued from the probe's would run after them).
  const firstAfterPaint = (run: () => void) => {
    const scheduler = (window as unknown as { scheduler?: { postTask(run: () => void, options: { priority: string }): Promise<void> } }).scheduler;
    if (scheduler) void scheduler.postTask(run, { priority: 'user-blocking' });
    else setTimeout(run, 0);
  };
  let armed: Armed | null = null;
  const worst = new Map<number, number>();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      if (!e.interactionId) continue;
      worst.set(e.interactionId, Math.max(worst.get(e.interactionId) ?? 0, e.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  const heading = () => document.querySelector('h1');
  const reached = (a: Armed): boolean => {
    if (a.until) return document.querySelector(a.until) !== null;
    const h1 = heading();
    if (!h1 || h1.textContent === a.prevText) return false;
    // The step heading takes focus so screen readers announce the new step; headings from content do not.
    return h1.id !== 'step-title' || document.activeElement === h1;
  };
  const check = () => {
    const a = armed;
    if (!a || a.t0 === null || a.dom !== null || !reached(a)) return;
    a.dom = performance.now() - a.t0;
    performance.measure('bench:transition', { start: a.t0, end: performance.now() });
    // The frame after the change: rAF runs before its paint, the tasks posted from it after.
    requestAnimationFrame(() => {
      firstAfterPaint(() => { a.painted = performance.now() - (a.t0 as number); performance.mark('bench:painted'); });
      setTimeout(() => {
        a.afterHeldWork = performance.now() - (a.t0 as number);
        for (const f of a.done) f();
      }, 0);
    });
  };
  const start = () => new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
  document.addEventListener('focusin', check, true);
  document.addEventListener('click', (e) => {
    if (armed && armed.t0 === null) { armed.t0 = e.timeStamp; performance.mark('bench:click'); }
  }, true);

  const api: ProbeApi = {
    arm(until) { armed = { t0: null, prevText: heading()?.textContent ?? '', until, dom: null, painted: null, afterHeldWork: null, done: [] }; },
    settled(timeoutMs) {
      const a = armed;
      if (!a) return Promise.resolve(null);
      return new Promise((resolve) => {
        const finish = () => resolve(a.painted !== null && a.afterHeldWork !== null ? { dom: a.dom as number, painted: a.painted, afterHeldWork: a.afterHeldWork } : null);
        if (a.afterHeldWork !== null) return finish();
        a.done.push(finish);
        check();
        setTimeout(finish, timeoutMs);
      });
    },
    interactions: () => [...worst.values()],
    resetInteractions: () => worst.clear(),
  };
  (window as unknown as { __bench: ProbeApi }).__bench = api;
}
