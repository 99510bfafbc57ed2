/** The visit's state: a zustand vanilla store, persisted per tab (personal fields separately, see persistence.ts). */
import type { ConsentLedger, ConsentRecord } from '../../engine/consentRecords.ts';
import type { BookingFailure } from '../../core/scheduling/bookingFailure.ts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useCallback, useSyncExternalStore } from 'react';
import { afterThisTask } from './afterThisTask.ts';
import { afterNextPaint } from '../../../widgets/afterNextPaint.ts';
import { emptyCandidate, type Candidate } from '../../core/candidate.ts';
import type { CountryCode } from '../../core/countries.ts';
import type { PathState } from '../../engine/ruleContext.ts';
import type { LeadPersonMarks, LeadSubject } from '../../engine/leadSubject.ts';
import type { PersonsLead } from '../../engine/leadSwitch.ts';
import type { InitialPayload } from '../../generated/api/initial-payload.response.ts';
import type { IndicationCategory } from '../../generated/api/indication-categories.response.ts';
import type { CriterionView } from '../../generated/api/criteria.response.ts';
import type { ScreeningResponse } from '../../generated/api/screening.response.ts';
import type { Slot as AvailabilitySlot } from '../../core/scheduling/slots.ts';
import type { StudySearchResponse } from '../../generated/api/study-search.response.ts';
import type { Offer } from '../../core/offer.ts';
import type { PartnerCheckResult } from '../../core/eligibility/partnerCheck.ts';
import { coalescedWrite, sameAt } from './coalescedWrite.ts';
import { clearDraft } from './stepDraft.ts';
import { forgetPersonsLeft, loadPeople, loadPersonal, loadSession, restoredCandidate, savePeople, savePersonal, saveSession, splitCandidate, clearPersonal } from './persistence.ts';
import { randomId } from '../../core/randomId.ts';

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'retrying'; attempt: number }
  /** A failure to reach the server; `search`: what failed was a study search, which saves nothing. */
  | { state: 'failed'; what?: 'search' }
  | { state: 'rejected' };

/** A lead this visit saved for another person than the answers' now (FlowState.otherLeads). */
export type OtherLead = PersonsLead<LeadHandle>;

export interface LeadHandle {
  id: string;
  token: string;
  /** The signature of what the last save stored (engine/leadBody.ts leadSignature): a change since is saved on going back. */
  stored?: string;
  /** Whom the lead is about (engine/leadSubject.ts): answers about another person make another lead. */
  subject?: LeadSubject;
  /** Its person and phone as the last save stored them (consentContactOf): what a choice bound to a contact goes with. */
  contact?: string | null;
}

/**
 * A visit opened with a temporary link of the prefilled-lead relay. The slug is a capability token: kept in this
 * tab's session only, never in the address bar, tracking or logs. `prefill`: 'pending' until the lead's details are
 * asked for, then 'prefilled', 'unavailable' (expired, used or unknown: the link is dropped) or 'failed' (the relay
 * did not answer: the form starts empty, the writes are still tried).
 */
export interface RelayVisit {
  slug: string;
  prefill: 'pending' | 'prefilled' | 'unavailable' | 'failed';
  screeningSent: boolean;
  indicationsSent: boolean;
}

export interface FlowState {
  campaign: string | null;
  candidate: Candidate;
  /** Steps left forward; reaching one again means going back. */
  finishedSteps: string[];
  /** Steps visited, for Back. */
  trail: string[];
  path: PathState;
  lead: LeadHandle | null;
  /**
   * The leads of the other people this visit has answered about (Myself, then Someone else; one participant, then
   * another), each with its consents on file, or the key of its save whose answer was lost: taken up again when the
   * answers are about that person once more, so a person switched back to is not a second lead. The latest first.
   */
  otherLeads: OtherLead[];
  /**
   * Whom each lead of this visit (by its id), and each save sent under a key (by the key), is about: kept on the device
   * with the personal answers (a birth date), and gone with them when the visit completes.
   */
  leadPeople: Record<string, LeadPersonMarks>;
  /** Key of a save that has not yet succeeded: reused on every retry so nothing is stored twice. */
  pendingSaveKey: string | null;
  /** Consents given on a step but not stored yet (no lead yet, or the send failed): sent with the next save. */
  pendingConsents: ConsentRecord[];
  /**
   * Choices sent as they are made (ws16's health-data consent) whose answer has not come yet: the step shown again meanwhile
   * (Back and Forward) shows them made, as the page said at once. Not kept over a reload, which cannot know if they came.
   */
  consentsSending: ConsentRecord[];
  /** The last stored choice and text per consent type, so a repeat of the same choice stores nothing new. */
  consentLedger: ConsentLedger;
  payload: InitialPayload | null;
  /** The payload could not be loaded: the step goes on without it (a screener without its study). */
  payloadFailed: boolean;
  completed: boolean;
  save: SaveStatus;
  /**
   * Whether a call now is possible; null while it is asked. Not kept over a reload: each step that shows it asks again,
   * and the answer kept from a check the reload cut short showed "no call possible" for the page's first frame.
   */
  callNow: boolean | null;
  categories: IndicationCategory[] | null;
  /** The study's criteria for a web screener, as the server sends them (no qualifying answers). */
  criteria: CriterionView[] | null;
  /** The study's criteria could not be loaded (nor its study): the answers cannot be judged, and the page says so. */
  criteriaFailed: boolean;
  /**
   * This visit's own id, new with every visit the tab begins (controller.ts beginVisit): each step's history entry keeps
   * the id of the visit that made it, so an earlier visit's result, reached by Back, shows no later visit's verdict.
   * Empty until the store is made.
   */
  visitId: string;
  /** The server's verdict on this visit's screening. */
  screening: ScreeningResponse | null;
  /** The study `screening` judged the person for: a verdict step of another study shows none of it (routeResolution.ts). */
  screenedStudy: number | null;
  /** Bookable slots for the booking step on screen; null while loading. */
  availability: AvailabilitySlot[] | null;
  /** The last booking attempt failed (the booking widget shows its alert). */
  bookingFailed: BookingFailure;
  /** How many booking attempts failed: a second failure like the first is news too (a new alert). */
  bookingFailures: number;
  /** The last verdict refused the person and so cancelled the appointment they had booked (the result page says so). */
  bookingCancelled: boolean;
  /** Site-scheduling status per study site, fetched once each. */
  siteScheduling: Record<number, boolean>;
  /** The last study search's results on the study-search page. */
  search: StudySearchResponse | null;
  /** How many searches the page has made: a search that found what the last one did is news too (its results take focus). */
  searchesMade: number;
  /** Direct offers for the visitor's postal code; null until fetched, 'unknownPostalCode' when the server knows no such code. */
  offers: Offer[] | 'unknownPostalCode' | null;
  /** The partner screener's last qualification check ('checking' while it runs). */
  partnerCheck: PartnerCheckResult | 'checking' | null;
  /** The relay's temporary link of this visit, if it came with one. */
  relay: RelayVisit | null;
  /** The visit's landing (its first payload's leadLpParamId), asked for again by a reload, which is no landing of its own. */
  landing: string | null;
}

export type Persisted = Pick<FlowState, 'campaign' | 'visitId' | 'finishedSteps' | 'trail' | 'path' | 'lead' | 'otherLeads' | 'pendingSaveKey' | 'pendingConsents' | 'consentLedger' | 'completed' | 'screening' | 'screenedStudy' | 'relay' | 'search' | 'landing'> & { candidate: Partial<Candidate> };

export const emptyPath: PathState = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };

export function initialState(country: CountryCode): FlowState {
  return {
    campaign: null, candidate: emptyCandidate(country), finishedSteps: [], trail: [], path: emptyPath, lead: null, otherLeads: [], leadPeople: {},
    pendingSaveKey: null, pendingConsents: [], consentsSending: [], consentLedger: {}, payload: null, payloadFailed: false, completed: false, save: { state: 'idle' }, callNow: null, categories: null, criteria: null, criteriaFailed: false, visitId: '', screening: null, screenedStudy: null, availability: null, bookingFailed: false, bookingFailures: 0, bookingCancelled: false, siteScheduling: {}, search: null, searchesMade: 0, offers: null, partnerCheck: null, relay: null, landing: null,
  };
}

/** The visit a tab's session keeps: its tab visit (`visit`), and one field each of versions before. */
type KeptSession = Persisted & { visit?: string; otherLead?: OtherLead | null };

/** The visit the session keeps, with its person (kept on the device), as a page loaded now shows it. */
function keptState(base: FlowState, stored: KeptSession, personal: Parameters<typeof restoredCandidate>[2]): FlowState {
  return { ...base, ...withoutVisit(stored), callNow: null /* kept by a version before */, otherLeads: otherLeadsOf(stored), leadPeople: (stored.visit && loadPeople<FlowState['leadPeople']>(stored.visit)) || {}, candidate: restoredCandidate(base.candidate, stored.candidate, personal) };
}

export function createFlowStore(country: CountryCode) {
  const stored = loadSession<KeptSession>();
  const storedVisit = stored?.visit;
  // The tab's visit: its person is kept on the device under it (persistence.ts personalKey); a tab copied from one still
  // open takes its own (keepUnder).
  let visit = storedVisit ?? randomId();
  const personal = loadPersonal(visit, { adopt: storedVisit === undefined });
  const base = initialState(country);
  const restored: FlowState = stored ? keptState(base, stored, personal) : { ...base, candidate: restoredCandidate(base.candidate, undefined, personal) };
  // A tab's first visit has its id here (later ones in beginVisit), as has one kept before visits had ids.
  if (!restored.visitId) restored.visitId = randomId();
  const store = Object.assign(createStore<FlowState>(() => restored), {
    /** Keeps the visit under the tab visit `own` from now on, written at once: a tab copied from one still open (tabCopy.ts). */
    keepUnder(own: string) {
      visit = own;
      persist(store.getState(), visit, false, true);
    },
    /**
     * The visit the tab keeps when it is not the one this page shows: another page of the tab wrote it, and this page,
     * given back from the back-forward cache, is about to write its own over it (tabCopy.ts); null when it keeps this one.
     */
    keptElsewhere(): FlowState | null {
      const kept = loadSession<KeptSession>();
      if (!kept?.visitId || kept.visitId === store.getState().visitId) return null;
      return keptState(initialState(country), kept, loadPersonal(kept.visit ?? visit, { adopt: false }));
    },
    /** Writes the visit as this page shows it, at once: a page given back from the back-forward cache (tabCopy.ts). */
    writeShown() {
      persist(store.getState(), visit, false, true);
    },
  });
  // Written after the frame the visitor waits for has been painted: a step's move wrote the whole visit before its first
  // frame (3-5 ms of a phone's main thread). A page hidden or left first (a refresh, a closed tab) writes it at once.
  // The flow's drafts go as it completes, once: a questionnaire offered after the thank-you keeps its own, left unsent
  // (its Back to the thank-you and Forward again found every answer gone, as each write cleared the drafts anew). A
  // visit completed before, given back by the history (visitsLeft.ts), completes nothing now.
  let before = { visitId: restored.visitId, completed: restored.completed };
  // Whom the leads are about is written while there is any, and when it changes (a new visit has nobody's).
  let peopleWritten = restored.leadPeople;
  const write = coalescedWrite((s: FlowState) => {
    persist(s, visit, s.completed && s.visitId === before.visitId && !before.completed, s.leadPeople !== peopleWritten);
    before = { visitId: s.visitId, completed: s.completed };
    peopleWritten = s.leadPeople;
  }, afterNextPaint);
  let written: FlowState | null = null;
  store.subscribe((s) => {
    // Updates that leave every kept part as it was (loading, save status, slots) write nothing.
    if (sameAt(written, s, PERSISTED_KEYS)) return;
    written = s;
    write(s);
  });
  return store;
}

function withoutVisit<T extends { visit?: string; otherLead?: unknown }>(stored: T): Omit<T, 'visit' | 'otherLead'> {
  const { visit: _visit, otherLead: _otherLead, ...rest } = stored;
  return rest;
}

/** The other leads a tab's visit kept: one, as `otherLead`, before a visit kept several. */
function otherLeadsOf(stored: { otherLeads?: OtherLead[]; otherLead?: OtherLead | null }): OtherLead[] {
  return stored.otherLeads ?? (stored.otherLead ? [stored.otherLead] : []);
}

const PERSISTED_KEYS = ['campaign', 'visitId', 'candidate', 'finishedSteps', 'trail', 'path', 'lead', 'otherLeads', 'leadPeople', 'pendingSaveKey', 'pendingConsents', 'consentLedger', 'completed', 'screening', 'screenedStudy', 'relay', 'search', 'landing'] as const satisfies ReadonlyArray<keyof FlowState>;

function persist(s: FlowState, visit: string, justCompleted: boolean, peopleChanged: boolean): void {
  const { session, personal } = partsOf(s);
  saveSession<Persisted & { visit: string }>({ visit, ...session });
  // A completed flow keeps nothing personal on the device: what was typed and never sent (stepDraft.ts), and the persons
  // of the visits the tab left for another campaign's (a study search left for a study's screener, visitsLeft.ts), go too.
  if (s.completed) {
    clearPersonal(visit);
    // The persons of the visits left, as the flow completes (a visit left after it is another flow, not completed); the
    // visits themselves stay, so Back into one changes its lead rather than make a second.
    if (justCompleted) {
      clearDraft();
      forgetPersonsLeft(visit);
    }
  }
  else {
    savePersonal(personal, visit);
    // Written again after a completed visit goes on (Back, then a change), which took them off the device.
    if (peopleChanged || Object.keys(s.leadPeople).length) savePeople(s.leadPeople, visit);
  }
}

export type PersonalPart = ReturnType<typeof splitCandidate>['personal'] & { leadPeople?: FlowState['leadPeople'] };

/**
 * A visit as the tab keeps it: the rest in the tab's session, the personal fields apart (and whom its leads are about).
 * The relay's slug can read the lead's details, and a search's results where the visitor lives: like personal fields,
 * neither is kept once the flow completes. The results are kept until then, for a refresh of the page showing them.
 */
export function partsOf(s: FlowState): { session: Persisted; personal: PersonalPart } {
  const { personal, rest } = splitCandidate(s.candidate);
  const session: Persisted = { campaign: s.campaign, visitId: s.visitId, finishedSteps: s.finishedSteps, trail: s.trail, path: s.path, lead: s.lead, otherLeads: s.otherLeads, pendingSaveKey: s.pendingSaveKey, pendingConsents: s.pendingConsents, consentLedger: s.consentLedger, completed: s.completed, screening: s.screening, screenedStudy: s.screenedStudy, relay: s.relay, search: s.search, landing: s.landing, candidate: rest };
  return { session: s.completed ? { ...session, relay: null, search: null } : session, personal };
}

export type FlowStore = StoreApi<FlowState>;

/** The page's store, which keeps the visit in the tab's storage under the tab's visit. */
export type KeptFlowStore = ReturnType<typeof createFlowStore>;

/**
 * A component's slice of the visit, re-rendered once per task however often the store changed in it. A submit
 * changes the store several times between its answer and the next step (the lead, the save status, the verdict),
 * each after an await: heard at once, every change re-rendered the step being left before it moved on. Heard after
 * the task, the step that moves on renders the next step only. A render for any other reason reads the store as it is.
 */
export function useFlow<T>(store: FlowStore, select: (s: FlowState) => T): T {
  // A change heard just before the component went is passed on after it went, which React ignores.
  const subscribe = useCallback((changed: () => void) => store.subscribe(() => afterThisTask(changed)), [store]);
  return useSyncExternalStore(subscribe, () => select(store.getState()));
}
