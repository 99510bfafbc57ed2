import { describe, expect, it } from 'vitest';
import { submitHold, pendingArrival, whenArrived, type Arrival } from './submitHold.ts';

/** Phone rules whose download the test settles. */
function downloads() {
  let loaded = false;
  const pending: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  const rules: Arrival = {
    arrived: () => loaded,
    wait: () => new Promise<void>((resolve, reject) => {
      pending.push({ resolve: () => { loaded = true; resolve(); }, reject });
    }),
  };
  return { rules, pending, markLoaded: () => { loaded = true; } };
}

function recorder() {
  const calls: string[] = [];
  return {
    calls,
    on: { busy: (busy: boolean) => calls.push(`busy ${busy}`), resubmit: () => calls.push('resubmit') },
  };
}

function submitEvent() {
  const event = { prevented: 0, stopped: 0, preventDefault() { event.prevented += 1; }, stopPropagation() { event.stopped += 1; } };
  return event;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('submitHold', () => {
  it('lets a submit through untouched when the step asks no phone, or the rules are in', () => {
    const { rules, pending, markLoaded } = downloads();
    const { calls, on } = recorder();
    const hold = submitHold(rules, on);
    const noPhone = submitEvent();
    expect(hold(noPhone, false)).toBe(false);
    expect(noPhone).toMatchObject({ prevented: 0, stopped: 0 });
    markLoaded();
    const loaded = submitEvent();
    expect(hold(loaded, true)).toBe(false);
    expect(loaded).toMatchObject({ prevented: 0, stopped: 0 });
    expect(pending).toHaveLength(0);
    expect(calls).toEqual([]);
  });

  it('holds a phone step\'s submit while the rules download, shows progress, then makes the submit again once', async () => {
    const { rules, pending } = downloads();
    const { calls, on } = recorder();
    const hold = submitHold(rules, on);
    const first = submitEvent();
    expect(hold(first, true)).toBe(true);
    expect(first).toMatchObject({ prevented: 1, stopped: 1 });
    expect(calls).toEqual(['busy true']);
    // Enter again, a second click: taken, not queued.
    const second = submitEvent();
    expect(hold(second, true)).toBe(true);
    expect(second).toMatchObject({ prevented: 1, stopped: 1 });
    expect(pending).toHaveLength(1);
    await settle();
    expect(calls).toEqual(['busy true']);
    pending[0]!.resolve();
    await settle();
    expect(calls).toEqual(['busy true', 'busy false', 'resubmit']);
    // The submit made again goes through.
    expect(hold(submitEvent(), true)).toBe(false);
  });

  it('after a failed download, stops showing progress and makes no submit, and tries again at the next', async () => {
    const { rules, pending } = downloads();
    const { calls, on } = recorder();
    const hold = submitHold(rules, on);
    expect(hold(submitEvent(), true)).toBe(true);
    pending[0]!.reject('offline');
    await settle();
    expect(calls).toEqual(['busy true', 'busy false']);
    expect(hold(submitEvent(), true)).toBe(true);
    expect(pending).toHaveLength(2);
    pending[1]!.resolve();
    await settle();
    expect(calls.slice(2)).toEqual(['busy true', 'busy false', 'resubmit']);
  });
});

describe('pendingArrival', () => {
  it('is nothing to wait for on a step without a phone, or once the rules are in, and starts no download', () => {
    const { rules, pending, markLoaded } = downloads();
    expect(pendingArrival(false, rules)).toBeNull();
    markLoaded();
    expect(pendingArrival(true, rules)).toBeNull();
    expect(pending).toHaveLength(0);
  });

  it('is the download on a phone step without the rules: true once they are in, false when it failed', async () => {
    const { rules, pending } = downloads();
    const first = pendingArrival(true, rules);
    pending[0]!.reject('offline');
    await expect(first).resolves.toBe(false);
    const second = pendingArrival(true, rules);
    pending[1]!.resolve();
    await expect(second).resolves.toBe(true);
  });
});

describe('whenArrived', () => {
  it('runs at once, in the same task, when nothing is pending', () => {
    const { rules, markLoaded } = downloads();
    const ran: string[] = [];
    whenArrived(false, rules, () => ran.push('no phone'));
    markLoaded();
    whenArrived(true, rules, () => ran.push('rules in'));
    expect(ran).toEqual(['no phone', 'rules in']);
  });

  it('runs once the rules are in, and not at all when their download failed', async () => {
    const { rules, pending } = downloads();
    const ran: string[] = [];
    whenArrived(true, rules, () => ran.push('failed'));
    pending[0]!.reject('offline');
    await settle();
    whenArrived(true, rules, () => ran.push('loaded'));
    expect(ran).toEqual([]);
    pending[1]!.resolve();
    await settle();
    expect(ran).toEqual(['loaded']);
  });
});
