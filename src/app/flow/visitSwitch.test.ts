// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFlowStore, initialState } from '../state/store.ts';
import { visitsLeft } from '../state/visitsLeft.ts';
import { keepLeft, resumeVisit } from './visitSwitch.ts';
import { draftOf, saveDraft } from '../state/stepDraft.ts';
import { VISITS_LEFT_PERSONAL_KEY } from '../state/persistence.ts';
import type { StudySearchResponse } from '../../generated/api/study-search.response.ts';
import { pauseFrames } from '../../../tests/support/pausedFrames.ts';

beforeEach(() => {
  pauseFrames();
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const results = { valid: true, studies: [], nearbyStudies: [] } as unknown as StudySearchResponse;
const screener = () => {
  const base = initialState('US');
  return { ...base, campaign: 'ws10', visitId: 'screener', finishedSteps: ['home'], trail: ['home', 'indications'], lead: { id: 'lead-1', token: 't' }, leadPeople: { 'lead-1': { birthDate: '1970-05-05' } } as never,
    screening: { passed: true } as never, screenedStudy: 1001, search: results, payload: { study: null } as never, candidate: { ...base.candidate, firstName: 'Rhea', phone: '+17135550287', answers: { q1: 'Yes' } } };
};
const search = () => ({ ...initialState('US'), campaign: 'ss6', visitId: 'search', search: results, candidate: { ...initialState('US').candidate, postalCode: '77030' } });
const back = (campaign: string, entryVisit: string | null = null) => ({ campaign, entryVisit, throughHistory: true });

describe('a visit left for another campaign', () => {
  it('is given back by the history as it was left, its person included, the visit it comes back to kept in its turn', () => {
    const store = createFlowStore('US');
    store.setState(screener());
    keepLeft(store.getState());
    store.setState(search(), true);
    resumeVisit(store, back('ws10', 'screener'));
    const { payload: _loadedAgain, ...kept } = screener();
    expect(store.getState()).toEqual({ ...kept, payload: null });
    expect(visitsLeft()).toEqual([{ visit: 'search', campaign: 'ss6' }]);
    // Given back once: it is the tab's own now.
    resumeVisit(store, back('ws10', 'screener'));
    expect(store.getState().visitId).toBe('screener');
    resumeVisit(store, back('ss6'));
    expect(store.getState()).toMatchObject({ campaign: 'ss6', visitId: 'search', search: results, candidate: { postalCode: '77030', firstName: null }, lead: null, leadPeople: {} });
    expect(visitsLeft()).toEqual([{ visit: 'screener', campaign: 'ws10' }]);
  });

  it('is not given back by a move of the page\'s own or a link, nor to a step of another campaign', () => {
    const store = createFlowStore('US');
    store.setState(screener());
    keepLeft(store.getState());
    store.setState(search(), true);
    resumeVisit(store, { ...back('ws10'), throughHistory: false });
    resumeVisit(store, back('ws15'));
    expect(store.getState()).toEqual(search());
    expect(visitsLeft()).toEqual([{ visit: 'screener', campaign: 'ws10' }]);
  });

  it('completed, comes back without its person (its answers about their health too), its search or its relay, as a reload finds it', () => {
    const store = createFlowStore('US');
    store.setState({ ...screener(), completed: true, relay: { slug: 's', prefill: 'prefilled', screeningSent: true, indicationsSent: true } });
    keepLeft(store.getState());
    expect(localStorage.getItem(VISITS_LEFT_PERSONAL_KEY)).not.toContain('Rhea');
    store.setState(search(), true);
    resumeVisit(store, back('ws10'));
    expect(store.getState()).toMatchObject({ campaign: 'ws10', completed: true, lead: { id: 'lead-1' }, screening: { passed: true }, search: null, relay: null, leadPeople: {}, candidate: { firstName: null, phone: null, answers: {} } });
  });

  it("goes, with its person, once the tab's visit completes, and is kept through the tab's other writes before", () => {
    const store = createFlowStore('US');
    store.setState(screener());
    keepLeft(store.getState());
    store.setState({ ...initialState('US'), campaign: 's6', visitId: 'signup' }, true);
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(VISITS_LEFT_PERSONAL_KEY)).toContain('Rhea');
    expect(visitsLeft()).toHaveLength(1);
    store.setState({ completed: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(VISITS_LEFT_PERSONAL_KEY)).toBeNull();
    expect(visitsLeft()).toEqual([]);
    resumeVisit(store, back('ws10', 'screener'));
    expect(store.getState()).toMatchObject({ campaign: 's6', visitId: 'signup' });
  });

  it("completed, given back, completes nothing again: the visits left and the drafts of the visit it comes back from stay", () => {
    const store = createFlowStore('US');
    store.setState({ ...screener(), completed: true });
    window.dispatchEvent(new Event('pagehide'));
    keepLeft(store.getState());
    store.setState(search(), true);
    saveDraft('ss6', 'home', { answers: { postalCode: '77030' }, base: {} });
    window.dispatchEvent(new Event('pagehide'));
    resumeVisit(store, back('ws10'));
    window.dispatchEvent(new Event('pagehide'));
    expect(visitsLeft()).toEqual([{ visit: 'search', campaign: 'ss6' }]);
    expect(localStorage.getItem(VISITS_LEFT_PERSONAL_KEY)).toContain('77030');
    expect(draftOf('ss6', 'home').answers).toEqual({ postalCode: '77030' });
  });

  it('of none is not kept: a tab that has begun no visit keeps nothing', () => {
    keepLeft(initialState('US'));
    expect(visitsLeft()).toEqual([]);
    expect(localStorage.getItem(VISITS_LEFT_PERSONAL_KEY)).toBeNull();
  });
});
