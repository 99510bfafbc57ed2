/**
 * What a step reads from the visit. While the step sends its answers it re-renders only for its save's notice: the
 * answers it sent (written to the visit as the send begins) are in its form already, and a step that moves on is left
 * as it was. Re-rendered for them, every field of a one-page screener rendered again while its save was on its way
 * (8-30 ms at 4x CPU), and the save's answer could wait behind it. Once a send ends with the step still there (an error,
 * a search's results), it renders the visit as it is.
 */
import { useRef } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { useFlow, type FlowState, type FlowStore } from '../state/store.ts';
import { shownSave } from '../shell/shownSave.ts';
import type { BusyFlag } from './busyFlag.ts';

/** The trail, lead and consent bookkeeping change without re-rendering the step. */
export function stepView(s: FlowState) {
  return {
    candidate: s.candidate, path: s.path, payload: s.payload, screening: s.screening, siteScheduling: s.siteScheduling, search: s.search, searchesMade: s.searchesMade, criteria: s.criteria, criteriaFailed: s.criteriaFailed,
    categories: s.categories, callNow: s.callNow, availability: s.availability, bookingFailed: s.bookingFailed, bookingFailures: s.bookingFailures, bookingCancelled: s.bookingCancelled, offers: s.offers, partnerCheck: s.partnerCheck,
    save: shownSave(s.save),
  };
}

export type StepView = ReturnType<typeof stepView>;

export function useStepView(store: FlowStore, sending: BusyFlag): StepView {
  // A send that ended renders the step again, with the visit as it is now.
  useStore(sending, (s) => s.ended);
  const rendered = useRef<StepView | null>(null);
  const view = useFlow(store, useShallow((s: FlowState) => {
    const now = stepView(s);
    return sending.getState().busy && rendered.current ? { ...rendered.current, save: now.save } : now;
  }));
  rendered.current = view;
  return view;
}
