// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, draftOf, draftsOfAnotherPerson, draftsOfNewVisit, draftTexts, forgetDraftAnswer, saveDraft } from './stepDraft.ts';

afterEach(() => window.sessionStorage.clear());

/** A draft of these answers, typed where the step started with `base`. */
const d = (answers: Record<string, unknown>, base: Record<string, unknown> = {}) => ({ answers, base });
const none = d({});

describe('a step draft', () => {
  it("gives every text typed and not sent, of every step and campaign, for an error report to leave out", () => {
    saveDraft('s6', 'name', d({ fullName: 'Zenobia Quixley-Hart' }));
    saveDraft('ws10', 'home', d({ email: 'zen@example.com', criteria: { 1: [1] } as never, phone: null as never }));
    expect(draftTexts().sort()).toEqual(['Zenobia Quixley-Hart', 'zen@example.com']);
  });

  it('is given back to the same step of the same campaign only, in this tab', () => {
    saveDraft('ws10', 'home', d({ fullName: 'Ana Diaz', postalCode: '770' }));
    expect(draftOf('ws10', 'home')).toEqual(d({ fullName: 'Ana Diaz', postalCode: '770' }));
    expect(draftOf('ws10', 'indications')).toEqual(none);
    expect(draftOf('ws18', 'home')).toEqual(none);
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("is each step's own, of each campaign: a step kept beside another keeps both, and all go once cleared", () => {
    saveDraft('s6', 'dob', d({ birthDate: '01/02' }));
    saveDraft('s6', 'name', d({ fullName: 'Ana' }));
    saveDraft('s6', 'name', d({ fullName: 'Ana Diaz' }));
    expect(draftOf('s6', 'dob')).toEqual(d({ birthDate: '01/02' }));
    expect(draftOf('s6', 'name')).toEqual(d({ fullName: 'Ana Diaz' }));
    // A screener half filled from a study card, then Back to the search, which keeps its own: both are there.
    saveDraft('ws10', 'home', d({ fullName: 'Casey Compare' }));
    saveDraft('ss6', 'home', d({ postalCode: '10001' }));
    expect(draftOf('ws10', 'home')).toEqual(d({ fullName: 'Casey Compare' }));
    expect(draftOf('ss6', 'home')).toEqual(d({ postalCode: '10001' }));
    expect(draftOf('s6', 'dob')).toEqual(d({ birthDate: '01/02' }));
    expect(draftOf('ss6', 'dob')).toEqual(none);
    clearDraft();
    expect(draftOf('s6', 'dob')).toEqual(none);
    expect(draftOf('ws10', 'home')).toEqual(none);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("is cleared by its own step's send, not by another step's: a step left unsent keeps its draft", () => {
    saveDraft('s6', 'email', d({ email: 'ana@exam' }));
    saveDraft('s6', 'name', d({ fullName: 'Ana' }));
    clearDraft({ campaign: 's6', step: 'phone' });
    clearDraft({ campaign: 's15', step: 'email' });
    expect(draftOf('s6', 'email')).toEqual(d({ email: 'ana@exam' }));
    clearDraft({ campaign: 's6', step: 'email' });
    expect(draftOf('s6', 'email')).toEqual(none);
    expect(draftOf('s6', 'name')).toEqual(d({ fullName: 'Ana' }));
    clearDraft({ campaign: 's6', step: 'name' });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("is rid of the answers another step sent: that step's answer is the visit's now, and newer", () => {
    saveDraft('s6', 'postal', d({ postalCode: '02115', country: 'US' }));
    saveDraft('s6', 'confirm', d({ postalCode: '021' }));
    saveDraft('s15', 'postal', d({ postalCode: '021' }));
    clearDraft({ campaign: 's6', step: 'confirm', sent: ['postalCode'] });
    expect(draftOf('s6', 'postal')).toEqual(d({ country: 'US' }));
    expect(draftOf('s6', 'confirm')).toEqual(none);
    // Another campaign's drafts are its own visit's: untouched.
    expect(draftOf('s15', 'postal')).toEqual(d({ postalCode: '021' }));
    clearDraft({ campaign: 's15', step: 'email', sent: ['country'] });
    expect(draftOf('s6', 'postal')).toEqual(d({ country: 'US' }));
    expect(draftOf('s15', 'postal')).toEqual(d({ postalCode: '021' }));
  });

  it('keeps what the step started with beside the answers, and rids both of the answers another step sent', () => {
    saveDraft('s6', 'indications', d({ indicationIds: [101, 113], consent: true }, { indicationIds: [101] }));
    expect(draftOf('s6', 'indications')).toEqual(d({ indicationIds: [101, 113], consent: true }, { indicationIds: [101] }));
    clearDraft({ campaign: 's6', step: 'diagnosis', sent: ['indicationIds'] });
    expect(draftOf('s6', 'indications')).toEqual(d({ consent: true }));
  });

  it("forgets, for a new visit of the campaign, what its steps started with, and keeps the answers typed; another campaign's drafts are untouched", () => {
    saveDraft('ss6', 'home', d({ postalCode: '77030', indicationIds: [101] }, { postalCode: '77030', indicationIds: [101] }));
    saveDraft('ws10', 'home', d({ fullName: 'Ana' }, { fullName: 'An' }));
    draftsOfNewVisit('ss6');
    draftsOfNewVisit('s15');
    expect(draftOf('ss6', 'home')).toEqual(d({ postalCode: '77030', indicationIds: [101] }));
    expect(draftOf('ws10', 'home')).toEqual(d({ fullName: 'Ana' }, { fullName: 'An' }));
  });

  it("forgets one answer of one step once the server has it: the step's other answers, and other steps', stay", () => {
    saveDraft('ws16', 'indications', d({ medicalRecordsConsent: true, note: 'x' }, { medicalRecordsConsent: false, note: '' }));
    saveDraft('ws16', 'home', d({ medicalRecordsConsent: true }));
    forgetDraftAnswer('ws16', 'indications', 'medicalRecordsConsent');
    forgetDraftAnswer('ws16', 'thanks', 'medicalRecordsConsent');
    expect(draftOf('ws16', 'indications')).toEqual(d({ note: 'x' }, { note: '' }));
    expect(draftOf('ws16', 'home')).toEqual(d({ medicalRecordsConsent: true }));
    expect(draftOf('ws16', 'thanks')).toEqual(none);
  });

  it("drops a campaign's drafts once its answers are about another person; another campaign's are untouched", () => {
    saveDraft('ws19', 'indications', d({ commercialConsent: false }));
    saveDraft('ws10', 'home', d({ fullName: 'Ana' }));
    draftsOfAnotherPerson('ws19');
    draftsOfAnotherPerson('s15');
    expect(draftOf('ws19', 'indications')).toEqual(none);
    expect(draftOf('ws10', 'home')).toEqual(d({ fullName: 'Ana' }));
  });

  it('reads a damaged or foreign entry as no draft', () => {
    window.sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(draftOf('s6', 'dob')).toEqual(none);
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ campaign: 's6', step: 'dob', answers: null }));
    expect(draftOf('s6', 'dob')).toEqual(none);
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ campaign: 's6', steps: null }));
    expect(draftOf('s6', 'dob')).toEqual(none);
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ steps: { dob: { birthDate: '01/02' } } }));
    expect(draftOf('s6', 'dob')).toEqual(none);
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ campaigns: { s6: { dob: null, name: ['Ana'] } } }));
    expect(draftOf('s6', 'dob')).toEqual(none);
    expect(draftOf('s6', 'name')).toEqual(none);
  });

  it("reads what earlier versions kept, one step's draft or one campaign's, as those steps'", () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ campaign: 's6', step: 'dob', answers: { birthDate: '01/02' } }));
    expect(draftOf('s6', 'dob')).toEqual(d({ birthDate: '01/02' }));
    saveDraft('s6', 'name', d({ fullName: 'Ana' }));
    expect(draftOf('s6', 'dob')).toEqual(d({ birthDate: '01/02' }));
    expect(draftOf('s6', 'name')).toEqual(d({ fullName: 'Ana' }));
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ campaign: 's6', steps: { dob: { birthDate: '03/04' } } }));
    expect(draftOf('s6', 'dob')).toEqual(d({ birthDate: '03/04' }));
  });
});
