import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterAwaitedCalls, awaitedCallStarted, awaitedCallsUnderWay, MAX_WAIT_FOR_CALLS_MS, whenQuiet } from './awaitedCalls.ts';

const open: Array<() => void> = [];
const start = () => { const end = awaitedCallStarted(); open.push(end); return end; };

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => {
  for (const end of open.splice(0)) end();
  vi.useRealTimers();
});

describe('awaited calls', () => {
  it('are counted from their start to their end, and an end said twice counts once', () => {
    expect(awaitedCallsUnderWay()).toBe(0);
    const a = start();
    const b = start();
    expect(awaitedCallsUnderWay()).toBe(2);
    a();
    a();
    expect(awaitedCallsUnderWay()).toBe(1);
    b();
    expect(awaitedCallsUnderWay()).toBe(0);
  });

  it('hold work until the last of them ends; with none under way it runs at once', () => {
    const ran: string[] = [];
    afterAwaitedCalls(() => ran.push('none under way'));
    expect(ran).toEqual(['none under way']);
    const a = start();
    const b = start();
    afterAwaitedCalls(() => ran.push('after both'));
    a();
    expect(ran).toEqual(['none under way']);
    b();
    expect(ran).toEqual(['none under way', 'after both']);
    start()();
    expect(ran).toEqual(['none under way', 'after both']);
  });

  it('hold work no longer than MAX_WAIT_FOR_CALLS_MS, and work run so does not run again when the call ends', () => {
    const ran: string[] = [];
    const end = start();
    afterAwaitedCalls(() => ran.push('work'));
    vi.advanceTimersByTime(MAX_WAIT_FOR_CALLS_MS - 1);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['work']);
    end();
    expect(ran).toEqual(['work']);
  });

  it('ended before the longest wait cancel it: the work runs once', () => {
    const ran: string[] = [];
    const end = start();
    afterAwaitedCalls(() => ran.push('work'));
    end();
    vi.advanceTimersByTime(MAX_WAIT_FOR_CALLS_MS);
    expect(ran).toEqual(['work']);
  });
});

describe('whenQuiet', () => {
  it('waits for the calls under way, then for idle, and again for a call that started before idle came', () => {
    const idles: Array<() => void> = [];
    const quiet = whenQuiet((run) => idles.push(run));
    const ran: string[] = [];
    const save = start();
    quiet(() => ran.push('batch sent'));
    expect(idles).toHaveLength(0);
    save();
    expect(idles).toHaveLength(1);
    const screening = start();
    idles.shift()?.();
    expect(ran).toEqual([]);
    expect(idles).toHaveLength(0);
    screening();
    expect(idles).toHaveLength(1);
    idles.shift()?.();
    expect(ran).toEqual(['batch sent']);
  });
});
