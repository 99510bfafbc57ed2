import type { FlowStore } from '../state/store.ts';
import type { Arrival } from './submitHold.ts';

/** The study's questions, as a screener's Finish waits for them (submitHold.ts): in once loadCriteria has set them. */
export function criteriaArrival(store: FlowStore): Arrival {
  return {
    arrived: () => store.getState().criteria !== null,
    wait: () => new Promise((resolve) => {
      const stop = store.subscribe((state) => { if (state.criteria !== null) { stop(); resolve(); } });
    }),
  };
}
