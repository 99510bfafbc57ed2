import { describe, expect, it, vi } from 'vitest';
import { afterThisTask } from './afterThisTask.ts';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

describe('afterThisTask', () => {
  it('runs after the task and every microtask it queued, once however often it was asked for', async () => {
    const heard: string[] = [];
    const a = () => heard.push('a');
    const b = () => heard.push('b');
    afterThisTask(a);
    await Promise.resolve();
    afterThisTask(a);
    afterThisTask(b);
    await Promise.resolve().then(() => afterThisTask(a));
    heard.push('microtasks over');
    expect(heard).toEqual(['microtasks over']);
    await nextTask();
    expect(heard).toEqual(['microtasks over', 'a', 'b']);
  });

  it('runs again when asked for again after it ran, also from inside a run', async () => {
    let runs = 0;
    const again = () => { runs += 1; if (runs === 1) afterThisTask(again); };
    afterThisTask(again);
    await nextTask();
    await nextTask();
    expect(runs).toBe(2);
  });

  it('runs the others when one of them throws, and the error still surfaces', async () => {
    const heard: string[] = [];
    const thrown: unknown[] = [];
    const onError = (error: unknown) => { thrown.push(error); };
    process.on('uncaughtException', onError);
    try {
      afterThisTask(() => { throw new Error('listener failed'); });
      afterThisTask(() => heard.push('second'));
      // The error is thrown again from a timer after the message's task: on a busy machine later than one short wait.
      await vi.waitFor(() => {
        expect(heard).toEqual(['second']);
        expect(thrown).toEqual([new Error('listener failed')]);
      }, { timeout: 2_000, interval: 10 });
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
