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

  it("is each step's own: a step kept beside another keeps both, another campaign's go, and all go once cleared", () => {
    saveDraft('s6', 'dob', { birthDate: '01/02' });
    saveDraft('s6', 'name', { fullName: 'Ana' });
    saveDraft('s6', 'name', { fullName: 'Ana Diaz' });
    expect(draftOf('s6', 'dob')).toEqual({ birthDate: '01/02' });
    expect(draftOf('s6', 'name')).toEqual({ fullName: 'Ana Diaz' });
    saveDraft('s15', 'email', { email: 'ana@' });
    expect(draftOf('s6', 'dob')).toEqual({});
    expect(draftOf('s15', 'email')).toEqual({ email: 'ana@' });
    saveDraft('s6', 'dob', { birthDate: '01/02' });
    saveDraft('s6', 'name', { fullName: 'Ana' });
    clearDraft();
    expect(draftOf('s6', 'dob')).toEqual({});
    expect(draftOf('s6', 'name')).toEqual({});
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
    clearDraft({ campaign: 's6', step: 'confirm', sent: ['postalCode'] });
    expect(draftOf('s6', 'postal')).toEqual({ country: 'US' });
    expect(draftOf('s6', 'confirm')).toEqual({});
    clearDraft({ campaign: 's15', step: 'postal', sent: ['country'] });
    expect(draftOf('s6', 'postal')).toEqual({ country: 'US' });
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
  });

  it('reads the one draft an earlier version kept as that step\'s', () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ campaign: 's6', step: 'dob', answers: { birthDate: '01/02' } }));
    expect(draftOf('s6', 'dob')).toEqual({ birthDate: '01/02' });
    saveDraft('s6', 'name', { fullName: 'Ana' });
    expect(draftOf('s6', 'dob')).toEqual({ birthDate: '01/02' });
    expect(draftOf('s6', 'name')).toEqual({ fullName: 'Ana' });
  });
});
