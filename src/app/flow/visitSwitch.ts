/**
 * The tab's visit switched with one it left for another campaign's (src/engine/visitReturn.ts): code that comes with
 * the first visit a tab leaves, or with a Back or Forward while it keeps one (visitSwitchCode.ts).
 */
import { visitToResume, type EntryArrival } from '../../engine/visitReturn.ts';
import { initialState, partsOf, type FlowState, type FlowStore, type PersonalPart, type Persisted } from '../state/store.ts';
import { restoredCandidate } from '../state/persistence.ts';
import { keepVisitLeft, takeVisitLeft, visitsLeft } from '../state/visitsLeft.ts';

/** Keeps the visit the tab leaves for the history to give back; a completed visit's person is off the device already, as a reload finds it. */
export function keepLeft(s: FlowState): void {
  if (s.campaign === null) return;
  const { session, personal } = partsOf(s);
  keepVisitLeft({ visit: s.visitId, campaign: s.campaign }, { session, personal: s.completed ? null : { ...personal, leadPeople: s.leadPeople } });
}

/**
 * Gives the tab back the visit left that a step arrived at returns to, if any, keeping the one it leaves for it. What
 * the visit loads (its payload, its study's questions, slots) is loaded again, as after a reload.
 */
export function resumeVisit(store: FlowStore, arrival: EntryArrival): void {
  const state = store.getState();
  const visit = visitToResume(visitsLeft(), state, arrival);
  const left = visit === null ? null : takeVisitLeft<Persisted, PersonalPart>(visit);
  if (!left) return;
  keepLeft(state);
  const base = initialState(state.candidate.country);
  const { leadPeople, ...personal } = left.personal ?? {};
  store.setState({ ...base, ...left.session, leadPeople: leadPeople ?? {}, candidate: restoredCandidate(base.candidate, left.session.candidate, personal) });
}
