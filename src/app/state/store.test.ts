// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFlowStore } from './store.ts';
import { personalKey, SESSION_KEY } from './persistence.ts';
import { draftOf, saveDraft } from './stepDraft.ts';
import { forgetVisitLeft, keepVisitLeft, takeVisitLeft, visitsLeft } from './visitsLeft.ts';
import { keepTabApart } from './tabCopy.ts';
import type { StudySearchResponse } from '../../generated/api/study-search.response.ts';
import { pauseFrames, type PausedFrames, resumeFramesAndClearStorage } from '../../../tests/support/pausedFrames.ts';

let frames: PausedFrames;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  frames = pauseFrames();
});

afterEach(resumeFramesAndClearStorage);

const paint = () => frames.paint();
const stored = () => JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as { visit: string; lead: { id: string } | null; finishedSteps: string[] } | null;
const personal = () => JSON.parse(localStorage.getItem(personalKey(stored()?.visit ?? '')) ?? 'null') as { fields: { firstName?: string } } | null;

describe('the visit written to storage', () => {
  it('is written after the next frame is painted, once, as the last change left it', async () => {
    const store = createFlowStore('US');
    const writes = [vi.spyOn(sessionStorage, 'setItem'), vi.spyOn(localStorage, 'setItem')];
    store.setState({ lead: { id: 'lead-1', token: 't' } });
    store.setState({ candidate: { ...store.getState().candidate, firstName: 'Maria' } });
    await Promise.resolve();
    await vi.advanceTimersByTimeAsync(50);
    expect(stored()).toBeNull();
    paint();
    expect(stored()).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()?.lead).toEqual({ id: 'lead-1', token: 't' });
    expect(personal()?.fields.firstName).toBe('Maria');
    // One write of each part for both changes.
    expect(writes.map((write) => write.mock.calls.map(([key]) => key))).toEqual([[SESSION_KEY], [personalKey(stored()?.visit ?? '')]]);
  });

  it("keeps the other people's leads across a refresh, and takes up the one other lead a tab kept before it kept several", () => {
    const other = { lead: { id: 'lead-dad', token: 't1', subject: 'someoneElse' as const }, consentLedger: {}, pendingSaveKey: null };
    const first = createFlowStore('US');
    first.setState({ lead: { id: 'lead-aunt', token: 't2' }, otherLeads: [other] });
    window.dispatchEvent(new Event('pagehide'));
    expect(createFlowStore('US').getState().otherLeads).toEqual([other]);
    const { otherLeads: _kept, ...before } = JSON.parse(sessionStorage.getItem(SESSION_KEY) as string) as Record<string, unknown>;
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...before, otherLead: other }));
    const restored = createFlowStore('US').getState();
    expect(restored.otherLeads).toEqual([other]);
    expect('otherLead' in restored).toBe(false);
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...before, otherLead: null }));
    expect(createFlowStore('US').getState().otherLeads).toEqual([]);
  });

  it('keeps whom the leads are about on the device with the personal answers, never in the session, and takes it off when the visit completes', async () => {
    const first = createFlowStore('US');
    const people = { 'lead-dad': { caregiver: true, birthDate: '1950-02-20', age: null } };
    first.setState({ lead: { id: 'lead-dad', token: 't1' }, leadPeople: people });
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(SESSION_KEY)).not.toContain('1950-02-20');
    expect(createFlowStore('US').getState().leadPeople).toEqual(people);
    // That page refreshed.
    window.dispatchEvent(new Event('pagehide'));
    const again = createFlowStore('US');
    again.setState({ completed: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.stringify({ ...localStorage })).not.toContain('1950-02-20');
    expect(createFlowStore('US').getState().leadPeople).toEqual({});
  });

  it("gives each tab's refresh its own person: a second tab's person is never restored onto the first tab's lead", () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T15:00:00Z'), toFake: ['Date'] });
    const first = createFlowStore('US');
    first.setState({ lead: { id: 'lead-olivia', token: 't1' }, candidate: { ...first.getState().candidate, firstName: 'Olivia', phone: '+17135552121' } });
    window.dispatchEvent(new Event('pagehide'));
    const firstTab = sessionStorage.getItem(SESSION_KEY) as string;
    // A second tab of the same browser: a session of its own, the device's local storage shared.
    sessionStorage.clear();
    vi.setSystemTime(new Date('2026-03-02T15:05:00Z'));
    const second = createFlowStore('US');
    second.setState({ lead: { id: 'lead-peter', token: 't2' }, candidate: { ...second.getState().candidate, firstName: 'Peter', phone: '+17135552122' } });
    window.dispatchEvent(new Event('pagehide'));
    const secondTab = sessionStorage.getItem(SESSION_KEY) as string;
    // The first tab refreshed.
    sessionStorage.setItem(SESSION_KEY, firstTab);
    const refreshed = createFlowStore('US').getState();
    expect({ lead: refreshed.lead?.id, firstName: refreshed.candidate.firstName, phone: refreshed.candidate.phone }).toEqual({ lead: 'lead-olivia', firstName: 'Olivia', phone: '+17135552121' });
    sessionStorage.setItem(SESSION_KEY, secondTab);
    const secondRefreshed = createFlowStore('US').getState();
    expect({ lead: secondRefreshed.lead?.id, firstName: secondRefreshed.candidate.firstName }).toEqual({ lead: 'lead-peter', firstName: 'Peter' });
    // A tab opened afresh (the link again, after the tab was closed) takes the person typed last on this device.
    sessionStorage.clear();
    expect(createFlowStore('US').getState().candidate.firstName).toBe('Peter');
  });

  it("reads the visit another page of the tab wrote over this page's, with its person, as a page loaded now shows it; none while the tab keeps this page's", async () => {
    const flush = async () => { paint(); await vi.advanceTimersByTimeAsync(0); };
    const page = createFlowStore('US');
    page.setState({ campaign: 's6', lead: { id: 'lead-ann', token: 't1' }, candidate: { ...page.getState().candidate, firstName: 'Ann' } });
    await flush();
    expect(page.keptElsewhere()).toBeNull();
    // Another page of the tab, loaded after this one went into the back-forward cache, writes a visit of its own.
    const other = createFlowStore('US');
    other.setState({ campaign: 'ss6', visitId: 'search-visit', lead: null, candidate: { ...other.getState().candidate, firstName: 'Ann', postalCode: '77030' } });
    await flush();
    expect(page.keptElsewhere()).toMatchObject({ campaign: 'ss6', visitId: 'search-visit', lead: null, candidate: { firstName: 'Ann', postalCode: '77030' } });
    expect(page.getState()).toMatchObject({ campaign: 's6', lead: { id: 'lead-ann' } });
    page.writeShown();
    expect(page.keptElsewhere()).toBeNull();
    expect(other.keptElsewhere()).toMatchObject({ campaign: 's6', lead: { id: 'lead-ann' }, candidate: { firstName: 'Ann' } });
  });

  it("gives a tab copied from one still open (Duplicate, window.open) a visit of its own: it starts with the first's person, each keeps and clears its own, and a refresh of the first gives back the first's", async () => {
    const flush = async () => { paint(); await vi.advanceTimersByTimeAsync(0); };
    const sessionOfTab = () => ({ ...sessionStorage }) as Record<string, string>;
    const toTab = (session: Record<string, string>) => { sessionStorage.clear(); for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value); };
    const annPeople = { 'lead-ann': { caregiver: false, birthDate: '1980-01-02', age: null } };
    const first = createFlowStore('US');
    const stopFirst = keepTabApart(first, forgetVisitLeft);
    first.setState({ lead: { id: 'lead-ann', token: 't1' }, leadPeople: annPeople, candidate: { ...first.getState().candidate, firstName: 'Ann', phone: '+17135552131' } });
    await flush();
    keepVisitLeft({ visit: 'search', campaign: 'ss6' }, { session: { step: 'home' }, personal: { postalCode: '77030' } });
    const firstTab = sessionOfTab();
    const firstVisit = stored()?.visit as string;
    // The copy, while the first tab's page is open: its session, and the device's storage, are the first's.
    const copy = createFlowStore('US');
    const stopCopy = keepTabApart(copy, forgetVisitLeft);
    await vi.waitFor(() => expect(stored()?.visit).not.toBe(firstVisit));
    expect({ firstName: copy.getState().candidate.firstName, lead: copy.getState().lead?.id, people: copy.getState().leadPeople }).toEqual({ firstName: 'Ann', lead: 'lead-ann', people: annPeople });
    expect(visitsLeft()).toEqual([{ visit: 'search', campaign: 'ss6' }]);
    copy.setState({ candidate: { ...copy.getState().candidate, firstName: 'Bea', phone: '+17135552132' } });
    await flush();
    const copyTab = sessionOfTab();
    // The first tab refreshed gives back its own person, not the one typed in the copy.
    toTab(firstTab);
    window.dispatchEvent(new Event('pagehide'));
    const refreshedTab = createFlowStore('US');
    const stopRefreshed = keepTabApart(refreshedTab, forgetVisitLeft);
    const refreshed = refreshedTab.getState();
    expect({ firstName: refreshed.candidate.firstName, phone: refreshed.candidate.phone, people: refreshed.leadPeople }).toEqual({ firstName: 'Ann', phone: '+17135552131', people: annPeople });
    expect(stored()?.visit).toBe(firstVisit);
    // The copy's flow completes: what the first tab keeps on the device stays.
    toTab(copyTab);
    copy.setState({ completed: true });
    await flush();
    expect(localStorage.getItem(personalKey(firstVisit))).toContain('Ann');
    expect(JSON.stringify({ ...localStorage })).not.toContain('Bea');
    toTab(firstTab);
    expect(takeVisitLeft('search')).toEqual({ session: { step: 'home' }, personal: { postalCode: '77030' } });
    // The pages go for good: unit test files share a thread's window (isolate: false), whose later events they would hear.
    for (const stop of [stopFirst, stopCopy, stopRefreshed]) stop();
  });

  it('is written again as the page shows it when given back from the back-forward cache: a page after it in the tab, of another campaign, had kept a new visit with nobody', () => {
    const store = createFlowStore('US');
    store.setState({ campaign: 's6', finishedSteps: ['home', 'postal'], candidate: { ...store.getState().candidate, firstName: 'Jo' } });
    window.dispatchEvent(new Event('pagehide'));
    const shown = sessionStorage.getItem(SESSION_KEY);
    const later = createFlowStore('US');
    later.setState({ campaign: 'ss6', finishedSteps: [], candidate: { ...later.getState().candidate, firstName: null } });
    window.dispatchEvent(new Event('pagehide'));
    expect(personal()?.fields.firstName ?? null).toBeNull();
    store.writeShown();
    expect(sessionStorage.getItem(SESSION_KEY)).toBe(shown);
    expect(personal()?.fields.firstName).toBe('Jo');
  });

  it("keeps the visit's own id through a refresh, gives a tab's first visit one, and one to a visit kept before visits had ids", () => {
    const first = createFlowStore('US');
    const id = first.getState().visitId;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    first.setState({ finishedSteps: ['home'] });
    window.dispatchEvent(new Event('pagehide'));
    expect(createFlowStore('US').getState().visitId).toBe(id);
    first.setState({ visitId: 'second-visit' });
    window.dispatchEvent(new Event('pagehide'));
    expect(createFlowStore('US').getState().visitId).toBe('second-visit');
    const { visitId: _id, ...kept } = JSON.parse(sessionStorage.getItem(SESSION_KEY) as string) as { visitId: string };
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(kept));
    const given = createFlowStore('US').getState();
    expect(given.visitId).toMatch(/^[0-9a-f-]{36}$/);
    expect(given.finishedSteps).toEqual(['home']);
  });

  it('is written at once when the page is left before its frame (a refresh, a closed tab)', () => {
    const store = createFlowStore('US');
    store.setState({ finishedSteps: ['home'] });
    expect(stored()).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()?.finishedSteps).toEqual(['home']);
  });

  it('keeps no draft once the flow completes: what was typed and never sent goes with the personal fields', () => {
    const store = createFlowStore('US');
    saveDraft('ws10', 'home', { answers: { fullName: 'Ana Diaz' }, base: {} });
    store.setState({ finishedSteps: ['home'] });
    window.dispatchEvent(new Event('pagehide'));
    expect(draftOf('ws10', 'home').answers).toEqual({ fullName: 'Ana Diaz' });
    store.setState({ completed: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(draftOf('ws10', 'home')).toEqual({ answers: {}, base: {} });
  });

  it('keeps the draft of a step offered after the flow completed (the health questions), left unsent, through later writes and a reload', () => {
    const store = createFlowStore('US');
    store.setState({ finishedSteps: ['home'], completed: true });
    window.dispatchEvent(new Event('pagehide'));
    saveDraft('s6', 'healthQuestions', { answers: { healthAnswers: { insurance: 'yes' } }, base: {} });
    store.setState({ trail: ['home', 'thankyou', 'healthQuestions', 'thankyou'] });
    window.dispatchEvent(new Event('pagehide'));
    expect(draftOf('s6', 'healthQuestions').answers).toEqual({ healthAnswers: { insurance: 'yes' } });
    const reloaded = createFlowStore('US');
    reloaded.setState({ trail: ['home', 'thankyou', 'healthQuestions'] });
    window.dispatchEvent(new Event('pagehide'));
    expect(draftOf('s6', 'healthQuestions').answers).toEqual({ healthAnswers: { insurance: 'yes' } });
    // A new visit that completes clears the drafts again.
    reloaded.setState({ completed: false });
    window.dispatchEvent(new Event('pagehide'));
    reloaded.setState({ completed: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(draftOf('s6', 'healthQuestions')).toEqual({ answers: {}, base: {} });
  });

  it("keeps a search's results for a refresh of the page showing them, and neither them nor a search left for a study's screener (a visit left, or kept apart by the version before) once the flow completes", () => {
    const store = createFlowStore('US');
    const results = { valid: true, studies: [], nearbyStudies: [] } as unknown as StudySearchResponse;
    store.setState({ campaign: 'ss6', search: results });
    window.dispatchEvent(new Event('pagehide'));
    expect(createFlowStore('US').getState().search).toEqual(results);
    keepVisitLeft({ visit: 'search', campaign: 'ss6' }, { session: { step: 'home' }, personal: { postalCode: '77030', search: results } });
    localStorage.setItem('signup.left-search.personal.v1', JSON.stringify({ savedAt: Date.now(), fields: { postalCode: '77030' } }));
    store.setState({ completed: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(createFlowStore('US').getState().search).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('77030');
    // The visit left is kept, without its person or its results.
    expect(visitsLeft()).toEqual([{ visit: 'search', campaign: 'ss6' }]);
    expect(takeVisitLeft('search')).toEqual({ session: { step: 'home' }, personal: null });
  });

  it("keeps no call-now answer over a reload, nor one a version before kept: the step asks again, and one cut short by the reload said no call was possible", () => {
    const store = createFlowStore('US');
    store.setState({ campaign: 's6', callNow: false, lead: { id: 'lead-1', token: 't' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(SESSION_KEY)).not.toContain('callNow');
    expect(createFlowStore('US').getState()).toMatchObject({ lead: { id: 'lead-1' }, callNow: null });
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...JSON.parse(sessionStorage.getItem(SESSION_KEY) as string), callNow: false }));
    expect(createFlowStore('US').getState()).toMatchObject({ lead: { id: 'lead-1' }, callNow: null });
  });

  it('is written at once when the page is hidden before its frame', () => {
    const store = createFlowStore('US');
    store.setState({ finishedSteps: ['home', 'postal'] });
    frames.setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stored()?.finishedSteps).toEqual(['home', 'postal']);
  });

  it('writes nothing for a change that leaves every kept part as it was', async () => {
    const store = createFlowStore('US');
    store.setState({ finishedSteps: ['home'] });
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()?.finishedSteps).toEqual(['home']);
    const writes = [vi.spyOn(sessionStorage, 'setItem'), vi.spyOn(localStorage, 'setItem')];
    store.setState({ save: { state: 'saving' } });
    paint();
    await vi.advanceTimersByTimeAsync(0);
    for (const write of writes) expect(write).not.toHaveBeenCalled();
  });
});

