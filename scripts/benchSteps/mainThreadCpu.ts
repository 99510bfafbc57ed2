/**
 * The page's main-thread CPU time for one transition, read from a Chromium trace of it: the thread time of every task
 * the renderer's main thread ran from the click to the probe's `bench:painted` mark (probe.ts). Another process on
 * the machine stretches a transition's wall time but hardly this, so it tells a change of a few milliseconds from the
 * machine's noise where the wall time cannot.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own time, in microseconds. */
  tdur?: number;
  args?: { data?: { type?: string } };
}

/** Milliseconds of the main thread's CPU from the click to the frame painted, or null when the trace lacks either. */
export function mainThreadCpuBeforePaint(events: readonly TraceEvent[]): number | null {
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const painted = events.filter((e) => e.name === 'bench:painted').sort((a, b) => a.ts - b.ts)[0];
  if (!click || !painted || painted.ts < click.ts) return null;
  // The click is dispatched on the page's main thread; the tasks it ran from the click's to the mark's, both whole.
  const onMain = (e: TraceEvent) => e.pid === click.pid && e.tid === click.tid;
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && onMain(e) && e.ts + (e.dur ?? 0) >= click.ts && e.ts <= painted.ts);
  return tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
}
