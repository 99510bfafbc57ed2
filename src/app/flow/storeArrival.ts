import type { FlowState, FlowStore } from '../state/store.ts';
import type { Arrival } from './submitHold.ts';

/**
 * What a screener's Finish waits for from the visit's store (submitHold.ts): the study (with the payload) and then the
 * study's questions. It has arrived once the step has rendered with it (`rendered`), not once the store has it: the
 * step hears the store after the task (useFlow), and its rules judge Finish with what its last render read. A Finish
 * pressed in between was judged without the questions and refused every answer as 'you must answer this question'.
 * Held, it is made again after a render that has them.
 */
export function storeArrival(store: FlowStore, inStore: (state: FlowState) => boolean, rendered: () => boolean): Arrival {
  return {
    arrived: rendered,
    wait: () => new Promise((resolve) => {
      if (inStore(store.getState())) return resolve();
      const stop = store.subscribe((state) => { if (inStore(state)) { stop(); resolve(); } });
    }),
  };
}

/** The study's questions are in, or their load failed (Finish is then refused, not held for ever). */
export const criteriaInStore = (state: FlowState) => state.criteria !== null || state.criteriaFailed;
/** The payload, and with it the study, is in, or it failed to load: the step is then judged as it stands. */
export const payloadInStore = (state: FlowState) => state.payload !== null || state.payloadFailed;
