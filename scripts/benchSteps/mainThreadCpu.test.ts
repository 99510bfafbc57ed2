import { describe, expect, it } from 'vitest';
import { mainThreadCpuBeforePaint, type TraceEvent } from './mainThreadCpu.ts';

const task = (ts: number, dur: number, tdur: number, tid = 1): TraceEvent => ({ name: 'RunTask', ph: 'X', pid: 7, tid, ts, dur, tdur });
const click: TraceEvent = { name: 'EventDispatch', ph: 'X', pid: 7, tid: 1, ts: 1_100, dur: 500, args: { data: { type: 'click' } } };
const painted: TraceEvent = { name: 'bench:painted', ph: 'R', pid: 7, tid: 1, ts: 9_000 };

describe('mainThreadCpuBeforePaint', () => {
  it("sums the thread time of the main thread's tasks from the click's to the mark's, both whole", () => {
    const events = [
      task(0, 900, 800), // before the click
      task(1_000, 2_000, 1_500), // the click's
      task(4_000, 1_000, 250),
      task(5_000, 3_000, 2_000, 2), // another thread
      task(8_500, 600, 550), // the frame's and the mark's
      task(9_200, 500, 400), // after the mark
      click, painted,
    ];
    expect(mainThreadCpuBeforePaint(events)).toBe(2.3);
  });

  it('counts nothing it cannot bound: no click, no mark, or a mark before the click', () => {
    expect(mainThreadCpuBeforePaint([task(1_000, 2_000, 1_500), painted])).toBeNull();
    expect(mainThreadCpuBeforePaint([task(1_000, 2_000, 1_500), click])).toBeNull();
    expect(mainThreadCpuBeforePaint([task(1_000, 2_000, 1_500), click, { ...painted, ts: 1_000 }])).toBeNull();
  });

  it('takes the first click and the first mark', () => {
    const events = [task(1_000, 2_000, 1_500), task(10_000, 100, 100), click, { ...click, ts: 9_500 }, { ...painted, ts: 12_000 }, painted];
    expect(mainThreadCpuBeforePaint(events)).toBe(1.5);
  });
});
