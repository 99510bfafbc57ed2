// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, draftOf, saveDraft } from './stepDraft.ts';

afterEach(() => window.sessionStorage.clear());

describe('a step draft', () => {
  it('is given back to the same step of the same campaign only, in this tab', () => {
    saveDraft('ws10', 'home', { fullName: 'Ana Diaz', postalCode: '770' });
    expect(draftOf('ws10', 'home')).toEqual({ fullName: 'Ana Diaz', postalCode: '770' });
    expect(draftOf('ws10', 'indications')).toEqual({});
    expect(draftOf('ws18', 'home')).toEqual({});
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("is each step's own, of each campaign: a step kept beside another keeps both, and all go once cleared", () => {
    saveDraft('s6', 'dob', { birthDate: '01/02' });
    saveDraft('s6', 'name', { fullName: 'Ana' });
    saveDraft('s6', 'name', { fullName: 'Ana Diaz' });
    expect(draftOf('s6', 'dob')).toEqual({ birthDate: '01/02' });
    expect(draftOf('s6', 'name')).toEqual({ fullName: 'Ana Diaz' });
    // A screener half filled from a study card, then Back to the search, which keeps its own: both are there.
    saveDraft('ws10', 'home', { fullName: 'Casey Compare' });
    saveDraft('ss6', 'home', { postalCode: '10001' });
    expect(draftOf('ws10', 'home')).toEqual({ fullName: 'Casey Compare' });
    expect(draftOf('ss6', 'home')).toEqual({ postalCode: '10001' });
    expect(draftOf('s6', 'dob')).toEqual({ birthDate: '01/02' });
    expect(draftOf('ss6', 'dob')).toEqual({});
    clearDraft();
    expect(draftOf('s6', 'dob')).toEqual({});
    expect(draftOf('ws10', 'home')).toEqual({});
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("is cleared by its own step's send, not by another step's: a step left unsent keeps its draft", () => {
    saveDraft('s6', 'email', { email: 'ana@exam' });
    saveDraft('s6', 'name', { fullName: 'Ana' });
    clearDraft({ campaign: 's6', step: 'phone' });
    clearDraft({ campaign: 's15', step: 'email' });
    expect(draftOf('s6', 'email')).toEqual({ email: 'ana@exam' });
    clearDraft({ campaign: 's6', step: 'email' });
    expect(draftOf('s6', 'email')).toEqual({});
    expect(draftOf('s6', 'name')).toEqual({ fullName: 'Ana' });
    clearDraft({ campaign: 's6', step: 'name' });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("is rid of the answers another step sent: that step's answer is the visit's now, and newer", () => {
    saveDraft('s6', 'postal', { postalCode: '02115', country: 'US' });
    saveDraft('s6', 'confirm', { postalCode: '021' });
    saveDraft('s15', 'postal', { postalCode: '021' });
    clearDraft({ campaign: 's6', step: 'confirm', sent: ['postalCode'] });
    expect(draftOf('s6', 'postal')).toEqual({ country: 'US' });
    expect(draftOf('s6', 'confirm')).toEqual({});
    // Another campaign's drafts are its own visit's: untouched.
    expect(draftOf('s15', 'postal')).toEqual({ postalCode: '021' });
    clearDraft({ campaign: 's15', step: 'email', sent: ['country'] });
    expect(draftOf('s6', 'postal')).toEqual({ country: 'US' });
    expect(draftOf('s15', 'postal')).toEqual({ postalCode: '021' });
  });

  it('reads a damaged or foreign entry as no draft', () => {
    window.sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(draftOf('s6', 'dob')).toEqual({});
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ campaign: 's6', step: 'dob', answers: null }));
    expect(draftOf('s6', 'dob')).toEqual({});
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ campaign: 's6', steps: null }));
    expect(draftOf('s6', 'dob')).toEqual({});
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ steps: { dob: { birthDate: '01/02' } } }));
    expect(draftOf('s6', 'dob')).toEqual({});
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ campaigns: { s6: { dob: null, name: ['Ana'] } } }));
    expect(draftOf('s6', 'dob')).toEqual({});
    expect(draftOf('s6', 'name')).toEqual({});
  });

  it("reads what earlier versions kept, one step's draft or one campaign's, as those steps'", () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ campaign: 's6', step: 'dob', answers: { birthDate: '01/02' } }));
    expect(draftOf('s6', 'dob')).toEqual({ birthDate: '01/02' });
    saveDraft('s6', 'name', { fullName: 'Ana' });
    expect(draftOf('s6', 'dob')).toEqual({ birthDate: '01/02' });
    expect(draftOf('s6', 'name')).toEqual({ fullName: 'Ana' });
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ campaign: 's6', steps: { dob: { birthDate: '03/04' } } }));
    expect(draftOf('s6', 'dob')).toEqual({ birthDate: '03/04' });
  });
});
