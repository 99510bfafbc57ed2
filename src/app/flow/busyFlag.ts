/**
 * Whether a step is sending its answers (Next shows its progress and takes no second submit). Held outside the step's
 * state so that only Next re-renders when it changes: as the step's state it re-rendered every field of the step in
 * the click's task, before Next's progress could be painted (6-22 ms at 4x CPU on a one-page screener).
 */
import { useSyncExternalStore } from 'react';

export interface BusyFlag {
  get(): boolean;
  set(busy: boolean): void;
  /** How many sends have ended: a step still there after one (an error, a search's results) shows the visit as it is. */
  ended(): number;
  subscribe(listener: () => void): () => void;
}

export function busyFlag(): BusyFlag {
  let busy = false;
  let ended = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => busy,
    ended: () => ended,
    set(next) {
      if (next === busy) return;
      busy = next;
      if (!busy) ended += 1;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

export function useBusy(flag: BusyFlag): boolean {
  return useSyncExternalStore(flag.subscribe, flag.get, flag.get);
}
