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

  it('is one at a time: the latest step kept replaces the one before, and a sent step clears it', () => {
    saveDraft('s6', 'dob', { birthDate: '01/02' });
    saveDraft('s6', 'name', { fullName: 'Ana' });
    expect(draftOf('s6', 'dob')).toEqual({});
    expect(draftOf('s6', 'name')).toEqual({ fullName: 'Ana' });
    clearDraft();
    expect(draftOf('s6', 'name')).toEqual({});
  });

  it("is cleared by its own step's send, not by another step's: a step left unsent keeps its draft", () => {
    saveDraft('s6', 'email', { email: 'ana@exam' });
    clearDraft({ campaign: 's6', step: 'phone' });
    clearDraft({ campaign: 's15', step: 'email' });
    expect(draftOf('s6', 'email')).toEqual({ email: 'ana@exam' });
    clearDraft({ campaign: 's6', step: 'email' });
    expect(draftOf('s6', 'email')).toEqual({});
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('reads a damaged or foreign entry as no draft', () => {
    window.sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(draftOf('s6', 'dob')).toEqual({});
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ campaign: 's6', step: 'dob', answers: null }));
    expect(draftOf('s6', 'dob')).toEqual({});
  });
});
