/**
 * Whether a step is sending its answers (Next shows its progress and takes no second submit), in a store of its own
 * so that only Next re-renders when it changes: as the step's state it re-rendered every field of the step in the
 * click's task, before Next's progress could be painted (6-22 ms at 4x CPU on a one-page screener). `ended` counts
 * the sends that ended: a step still there after one (an error, a search's results) shows the visit as it is.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** `waiting`: busy, but only waiting for what the step is judged with (submitHold.ts), not yet sending anything. */
export type BusyFlag = StoreApi<{ busy: boolean; waiting: boolean; ended: number }>;

export function busyFlag(): BusyFlag {
  return createStore(() => ({ busy: false, waiting: false, ended: 0 }));
}

export function setBusy(flag: BusyFlag, busy: boolean, waiting = false): void {
  const now = flag.getState();
  const nowWaiting = busy && waiting;
  if (now.busy !== busy || now.waiting !== nowWaiting) flag.setState({ busy, waiting: nowWaiting, ended: busy || !now.busy ? now.ended : now.ended + 1 });
}

/** Next's progress, heard at once (not after the task, as the visit's store is: see useFlow). */
export function useBusy(flag: BusyFlag): boolean {
  return useStore(flag, (s) => s.busy);
}

/** Whether Next's progress is a wait for what the step is judged with rather than a save (it says so in its words). */
export function useWaiting(flag: BusyFlag): boolean {
  return useStore(flag, (s) => s.waiting);
}
