/**
 * The tab's visit switched with one it left for another campaign's (src/engine/visitReturn.ts): code that comes with
 * the first step of another campaign, or with a Back or Forward while the tab keeps a visit left (visitSwitchCode.ts).
 */
import { visitToResume, type EntryArrival } from '../../engine/visitReturn.ts';
import { initialState, partsOf, type FlowState, type FlowStore, type PersonalPart, type Persisted } from '../state/store.ts';
import { restoredCandidate } from '../state/persistence.ts';
import { drafts, write, type Drafts } from '../state/stepDraft.ts';
import { keepVisitLeft, takeVisitLeft, visitsLeft } from '../state/visitsLeft.ts';

export { forgetVisitLeft } from '../state/visitsLeft.ts';

/**
 * What the device keeps of a visit left, with its person: whom its leads are about, its search's results and its
 * relay link (which say where the person lives, and read their lead), and what was typed on its steps and not sent.
 * A flow of the tab completed takes it all off the device, as it does the tab's own person (persistence.ts).
 */
type DevicePart = PersonalPart & Pick<FlowState, 'search' | 'relay'> & { drafts?: Drafts[string] };

/** Keeps the visit the tab leaves for the history to give back; a completed visit's person is off the device already, as a reload finds it. */
export function keepLeft(s: FlowState): void {
  if (s.campaign === null) return;
  const { session, personal } = partsOf(s);
  keepVisitLeft<Persisted, DevicePart>({ visit: s.visitId, campaign: s.campaign }, {
    session: { ...session, search: null, relay: null },
    personal: s.completed ? null : { ...personal, leadPeople: s.leadPeople, search: s.search, relay: s.relay, drafts: drafts()[s.campaign] },
  });
}

/**
 * Gives the tab back the visit left that a step arrived at returns to, if any, keeping the one it leaves for it, with
 * the drafts of its steps (another visit of the same campaign typed its own on them). What the visit loads (its
 * payload, its study's questions, slots) is loaded again, as after a reload.
 */
export function resumeVisit(store: FlowStore, arrival: EntryArrival): void {
  const state = store.getState();
  const visit = visitToResume(visitsLeft(), arrival, state.visitId);
  const left = visit === null ? null : takeVisitLeft<Persisted, DevicePart>(visit);
  if (!left) return;
  keepLeft(state);
  const base = initialState(state.candidate.country);
  const { leadPeople, search, relay, drafts: typed, ...personal } = left.personal ?? {};
  write({ ...drafts(), [arrival.campaign]: typed ?? {} });
  store.setState({ ...base, ...left.session, search: search ?? null, relay: relay ?? null, leadPeople: leadPeople ?? {}, candidate: restoredCandidate(base.candidate, left.session.candidate, personal) });
}
