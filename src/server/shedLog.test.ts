import { describe, expect, it, vi } from 'vitest';
import { shedLog } from './shedLog.ts';
import { allowListed } from './logFields.ts';

/** Timers the test moves by hand, and whether each was unref'd. */
function handTimers() {
  const pending: Array<{ run: () => void; at: number; unrefd: boolean; cleared: boolean }> = [];
  let now = 0;
  return {
    pending,
    timers: {
      setTimeout(run: () => void, ms: number) {
        const timer = { run, at: now + ms, unrefd: false, cleared: false, unref() { timer.unrefd = true; } };
        pending.push(timer);
        return timer;
      },
      clearTimeout(timer: unknown) { (timer as { cleared: boolean }).cleared = true; },
    },
    advance(ms: number) {
      now += ms;
      for (const timer of pending.filter((t) => !t.cleared && t.at <= now)) { timer.cleared = true; timer.run(); }
    },
  };
}

describe('shedLog', () => {
  it('logs the first shed at once with why, and the rest of its window in one line when the window ends', () => {
    const info = vi.fn();
    const clock = handTimers();
    const log = shedLog({ info }, 1000, clock.timers);
    log.shed('eventLoopDelay');
    expect(info.mock.calls).toEqual([[{ overload: 'eventLoopDelay' }, 'write shed: server busy']]);
    for (let i = 0; i < 499; i++) log.shed('eventLoopDelay');
    log.shed('writesInFlight');
    clock.advance(999);
    expect(info).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(info.mock.calls[1]).toEqual([{ shed: 500, overloads: { eventLoopDelay: 499, writesInFlight: 1 } }, 'more writes shed: server busy']);
    expect(info).toHaveBeenCalledTimes(2);
  });

  it("keeps its counts through the log's allow list, where they were written as [redacted]", () => {
    const info = vi.fn();
    const clock = handTimers();
    const log = shedLog({ info }, 1000, clock.timers);
    log.shed('heapUsed');
    log.shed('writesInFlight');
    clock.advance(1000);
    for (const [fields] of info.mock.calls) expect(allowListed(fields as Record<string, unknown>)).toEqual(fields);
    expect(JSON.stringify(allowListed(info.mock.calls[1]?.[0] as Record<string, unknown>))).not.toContain('[redacted]');
  });

  it('writes no count for a window with only its first shed, and starts a new window with the next shed', () => {
    const info = vi.fn();
    const clock = handTimers();
    const log = shedLog({ info }, 1000, clock.timers);
    log.shed('heapUsed');
    clock.advance(1000);
    expect(info).toHaveBeenCalledTimes(1);
    log.shed('writesInFlight');
    expect(info.mock.calls[1]).toEqual([{ overload: 'writesInFlight' }, 'write shed: server busy']);
    log.shed('writesInFlight');
    clock.advance(1000);
    expect(info.mock.calls[2]).toEqual([{ shed: 1, overloads: { writesInFlight: 1 } }, 'more writes shed: server busy']);
  });

  it('on flush, logs what the open window counted at once and stops its timer; a flush with nothing counted writes nothing', () => {
    const info = vi.fn();
    const clock = handTimers();
    const log = shedLog({ info }, 1000, clock.timers);
    log.flush();
    expect(info).not.toHaveBeenCalled();
    log.shed('eventLoopDelay');
    log.shed('eventLoopDelay');
    log.shed('heapUsed');
    log.flush();
    expect(info.mock.calls[1]).toEqual([{ shed: 2, overloads: { eventLoopDelay: 1, heapUsed: 1 } }, 'more writes shed: server busy']);
    expect(clock.pending[0]?.cleared).toBe(true);
    clock.advance(5000);
    expect(info).toHaveBeenCalledTimes(2);
    // The window closed with the flush: the next shed is logged at once, and the next window counts afresh.
    log.shed('heapUsed');
    expect(info.mock.calls[2]).toEqual([{ overload: 'heapUsed' }, 'write shed: server busy']);
    log.shed('writesInFlight');
    log.flush();
    expect(info.mock.calls[3]).toEqual([{ shed: 1, overloads: { writesInFlight: 1 } }, 'more writes shed: server busy']);
  });

  it("never keeps a closing process alive: the window's timer is unref'd", () => {
    const clock = handTimers();
    shedLog({ info: vi.fn() }, 1000, clock.timers).shed('eventLoopDelay');
    expect(clock.pending.map((t) => t.unrefd)).toEqual([true]);
  });
});
