// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { busyFlag, setBusy, useBusy, type BusyFlag } from './busyFlag.ts';

afterEach(() => { cleanup(); });

const renders: string[] = [];

function Next({ flag }: { flag: BusyFlag }) {
  const busy = useBusy(flag);
  renders.push(`next ${busy}`);
  return <button type="submit" aria-busy={busy}>{busy ? 'Saving…' : 'Next'}</button>;
}

/** The step around Next: it must not re-render when only the sending state changes. */
function Step({ flag }: { flag: BusyFlag }) {
  renders.push('step');
  return <form><input aria-label="Email" /><Next flag={flag} /></form>;
}

describe('busyFlag', () => {
  it('tells its listeners of a change only, and counts the sends that ended', () => {
    const flag = busyFlag();
    const heard: boolean[] = [];
    const leave = flag.subscribe((s) => heard.push(s.busy));
    setBusy(flag, false);
    setBusy(flag, true);
    setBusy(flag, true);
    setBusy(flag, false);
    leave();
    setBusy(flag, true);
    expect(heard).toEqual([true, false]);
    expect(flag.getState()).toEqual({ busy: true, waiting: false, ended: 1 });
    setBusy(flag, false);
    expect(flag.getState()).toEqual({ busy: false, waiting: false, ended: 2 });
  });

  it('tells a wait from a send: a held submit waits, the send that follows is no wait, and only the end of being busy counts', () => {
    const flag = busyFlag();
    const heard: Array<[boolean, boolean]> = [];
    flag.subscribe((s) => heard.push([s.busy, s.waiting]));
    setBusy(flag, true, true);
    setBusy(flag, true, true);
    setBusy(flag, true);
    expect(flag.getState()).toEqual({ busy: true, waiting: false, ended: 0 });
    setBusy(flag, false, true);
    expect(flag.getState()).toEqual({ busy: false, waiting: false, ended: 1 });
    expect(heard).toEqual([[true, true], [true, false], [false, false]]);
  });

  it('re-renders Next alone when a step starts and stops sending', () => {
    const flag = busyFlag();
    renders.length = 0;
    render(<Step flag={flag} />);
    expect(screen.getByRole('button')).toHaveProperty('textContent', 'Next');
    act(() => setBusy(flag, true));
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button')).toHaveProperty('textContent', 'Saving…');
    act(() => setBusy(flag, false));
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('false');
    expect(renders).toEqual(['step', 'next false', 'next true', 'next false']);
  });
});
