// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFlowStore, initialState } from '../state/store.ts';
import { visitsLeft } from '../state/visitsLeft.ts';
import { keepLeft, resumeVisit } from './visitSwitch.ts';
import { draftOf, saveDraft } from '../state/stepDraft.ts';
import { VISITS_LEFT_KEY, VISITS_LEFT_PERSONAL_KEY } from '../state/persistence.ts';
import type { StudySearchResponse } from '../../generated/api/study-search.response.ts';
import { pauseFrames, resumeFramesAndClearStorage } from '../../../tests/support/pausedFrames.ts';

beforeEach(() => {
  pauseFrames();
});

afterEach(resumeFramesAndClearStorage);

const results = { valid: true, studies: [], nearbyStudies: [] } as unknown as StudySearchResponse;
const screener = () => {
  const base = initialState('US');
  return { ...base, campaign: 'ws10', visitId: 'screener', finishedSteps: ['home'], trail: ['home', 'indications'], lead: { id: 'lead-1', token: 't' }, leadPeople: { 'lead-1': { birthDate: '1970-05-05' } } as never,
    screening: { passed: true } as never, screenedStudy: 1001, search: results, payload: { study: null } as never, candidate: { ...base.candidate, firstName: 'Rhea', phone: '+17135550287', answers: { q1: 'Yes' } } };
};
const search = () => ({ ...initialState('US'), campaign: 'ss6', visitId: 'search', search: results, candidate: { ...initialState('US').candidate, postalCode: '77030' } });
const back = (campaign: string, entryVisit: string | null = null) => ({ campaign, entryVisit, throughHistory: true });
/** What the device keeps of the tab's visits left (their persons, under the tab's visit), as text. */
const onDevice = () => Object.keys(localStorage).filter((key) => key.startsWith(VISITS_LEFT_PERSONAL_KEY)).map((key) => localStorage.getItem(key)).join();
/** A store written once, so the tab's visit is in its session (what the visits left keep their persons under). */
const tabStore = () => {
  const store = createFlowStore('US');
  window.dispatchEvent(new Event('pagehide'));
  return store;
};

describe('a visit left for another campaign', () => {
  it('is given back by the history as it was left, its person, search and drafts included, the visit it comes back to kept in its turn', () => {
    const store = tabStore();
    store.setState(screener());
    saveDraft('ws10', 'home', { answers: { email: 'rhea@example.com' }, base: {} });
    keepLeft(store.getState());
    store.setState(search(), true);
    expect(sessionStorage.getItem(VISITS_LEFT_KEY)).not.toContain('studies');
    // Another visit of the same campaign types its own on the same step.
    saveDraft('ws10', 'home', { answers: { firstName: 'Ivy' }, base: {} });
    resumeVisit(store, back('ws10', 'screener'));
    const { payload: _loadedAgain, ...kept } = screener();
    expect(store.getState()).toEqual({ ...kept, payload: null });
    expect(draftOf('ws10', 'home').answers).toEqual({ email: 'rhea@example.com' });
    expect(visitsLeft()).toEqual([{ visit: 'search', campaign: 'ss6' }]);
    // Given back once: it is the tab's own now.
    resumeVisit(store, back('ws10', 'screener'));
    expect(store.getState().visitId).toBe('screener');
    resumeVisit(store, back('ss6', 'search'));
    expect(store.getState()).toMatchObject({ campaign: 'ss6', visitId: 'search', search: results, candidate: { postalCode: '77030', firstName: null }, lead: null, leadPeople: {} });
    expect(visitsLeft()).toEqual([{ visit: 'screener', campaign: 'ws10' }]);
  });

  it("gives a visit of the same campaign the drafts it had, and none where it had none", () => {
    const store = tabStore();
    store.setState(screener());
    keepLeft(store.getState());
    store.setState({ ...screener(), visitId: 'other', lead: { id: 'lead-2', token: 't2' } }, true);
    saveDraft('ws10', 'home', { answers: { firstName: 'Ivy' }, base: {} });
    resumeVisit(store, back('ws10', 'screener'));
    expect(store.getState().lead).toEqual({ id: 'lead-1', token: 't' });
    expect(draftOf('ws10', 'home').answers).toEqual({});
    resumeVisit(store, back('ws10', 'other'));
    expect(store.getState().lead).toEqual({ id: 'lead-2', token: 't2' });
    expect(draftOf('ws10', 'home').answers).toEqual({ firstName: 'Ivy' });
  });

  it("is not given back by a move of the page's own or a link, to an entry naming another visit, nor to a step of another campaign", () => {
    const store = tabStore();
    store.setState(screener());
    keepLeft(store.getState());
    store.setState(search(), true);
    resumeVisit(store, { ...back('ws10', 'screener'), throughHistory: false });
    resumeVisit(store, back('ws10'));
    resumeVisit(store, back('ws15', 'screener'));
    expect(store.getState()).toEqual(search());
    expect(visitsLeft()).toEqual([{ visit: 'screener', campaign: 'ws10' }]);
  });

  it('completed, comes back without its person (its answers about their health too), its search or its relay, as a reload finds it', () => {
    const store = tabStore();
    store.setState({ ...screener(), completed: true, relay: { slug: 's', prefill: 'prefilled', screeningSent: true, indicationsSent: true } });
    keepLeft(store.getState());
    expect(onDevice()).not.toContain('Rhea');
    expect(sessionStorage.getItem(VISITS_LEFT_KEY)).not.toContain('"slug"');
    store.setState(search(), true);
    resumeVisit(store, back('ws10', 'screener'));
    expect(store.getState()).toMatchObject({ campaign: 'ws10', completed: true, lead: { id: 'lead-1' }, screening: { passed: true }, search: null, relay: null, leadPeople: {}, candidate: { firstName: null, phone: null, answers: {} } });
  });

  it("loses its person, search and drafts once the tab's visit completes, and is kept without them: Back to it changes its lead", () => {
    const store = tabStore();
    store.setState(screener());
    saveDraft('ws10', 'home', { answers: { email: 'rhea@example.com' }, base: {} });
    keepLeft(store.getState());
    store.setState({ ...initialState('US'), campaign: 's6', visitId: 'signup' }, true);
    window.dispatchEvent(new Event('pagehide'));
    expect(onDevice()).toContain('Rhea');
    store.setState({ completed: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(onDevice()).toBe('');
    resumeVisit(store, back('ws10', 'screener'));
    expect(store.getState()).toMatchObject({ campaign: 'ws10', visitId: 'screener', lead: { id: 'lead-1' }, search: null, candidate: { firstName: null } });
    expect(draftOf('ws10', 'home').answers).toEqual({});
  });

  it('completed, given back, completes nothing again: the persons of the visits left and the drafts of the visit it comes back from stay', () => {
    const store = tabStore();
    store.setState({ ...screener(), completed: true });
    window.dispatchEvent(new Event('pagehide'));
    keepLeft(store.getState());
    store.setState(search(), true);
    saveDraft('ss6', 'home', { answers: { postalCode: '77030' }, base: {} });
    window.dispatchEvent(new Event('pagehide'));
    resumeVisit(store, back('ws10', 'screener'));
    window.dispatchEvent(new Event('pagehide'));
    expect(visitsLeft()).toEqual([{ visit: 'search', campaign: 'ss6' }]);
    expect(onDevice()).toContain('77030');
    expect(draftOf('ss6', 'home').answers).toEqual({ postalCode: '77030' });
  });

  it('of none is not kept: a tab that has begun no visit keeps nothing', () => {
    keepLeft(initialState('US'));
    expect(visitsLeft()).toEqual([]);
    expect(onDevice()).toBe('');
  });
});
