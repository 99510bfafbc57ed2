// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSearch, LEFT_SEARCH_KEY, LEFT_SEARCH_POSTAL_KEY, rememberedSearch, rememberSearch, type RememberedSearch } from './searchMemory.ts';
import { PERSONAL_MAX_AGE_MS } from './persistence.ts';
import type { StudySearchResponse } from '../../generated/api/study-search.response.ts';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const results = { valid: true, studies: [{ id: 1001 }], nearbyStudies: [] } as unknown as StudySearchResponse;
const left: RememberedSearch = { campaign: 'ss6', inputs: { postalCode: 'SE1 7EH', country: 'GB', indicationIds: [109], consentGiven: true }, results, landing: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  consents: [{ type: 'sms', granted: true, text: 'I agree to the privacy policy…\nI agree to the terms above.', step: 'home' }] };

describe('the search left for a study screener', () => {
  it('is given back as it was left', () => {
    rememberSearch(left);
    expect(rememberedSearch()).toEqual(left);
    rememberSearch({ ...left, landing: null });
    expect(rememberedSearch()).toEqual({ ...left, landing: null });
  });

  it('kept before it remembered its landing and its consents, is given back with none', () => {
    rememberSearch(left);
    const { landing: _landing, consents: _consents, ...older } = JSON.parse(sessionStorage.getItem(LEFT_SEARCH_KEY) ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem(LEFT_SEARCH_KEY, JSON.stringify(older));
    expect(rememberedSearch()).toEqual({ ...left, landing: null, consents: [] });
  });

  it("keeps of an edited entry's consents only records: nothing else goes with the next save", () => {
    rememberSearch(left);
    const kept = JSON.parse(sessionStorage.getItem(LEFT_SEARCH_KEY) ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem(LEFT_SEARCH_KEY, JSON.stringify({ ...kept, consents: [null, 'x', { type: 'sms', granted: 'yes', text: 't', step: 'home' }, ...left.consents] }));
    expect(rememberedSearch()?.consents).toEqual(left.consents);
    sessionStorage.setItem(LEFT_SEARCH_KEY, JSON.stringify({ ...kept, consents: 'x' }));
    expect(rememberedSearch()?.consents).toEqual([]);
  });

  it('keeps its postal code with the personal fields, on the device, and the rest in the tab', () => {
    rememberSearch(left);
    expect(sessionStorage.getItem(LEFT_SEARCH_KEY)).not.toContain('SE1 7EH');
    expect(localStorage.getItem(LEFT_SEARCH_POSTAL_KEY)).toContain('SE1 7EH');
  });

  it('loses its postal code after 24 hours, as the personal fields do', () => {
    rememberSearch(left);
    const kept = JSON.parse(localStorage.getItem(LEFT_SEARCH_POSTAL_KEY) ?? '{}') as { savedAt: number };
    localStorage.setItem(LEFT_SEARCH_POSTAL_KEY, JSON.stringify({ ...kept, savedAt: Date.now() - PERSONAL_MAX_AGE_MS - 1 }));
    expect(rememberedSearch()?.inputs.postalCode).toBeNull();
    expect(localStorage.getItem(LEFT_SEARCH_POSTAL_KEY)).toBeNull();
  });

  it('is none when the tab holds something else under its key (an older shape, an edited entry)', () => {
    rememberSearch(left);
    const kept = JSON.parse(sessionStorage.getItem(LEFT_SEARCH_KEY) ?? '{}') as Record<string, unknown>;
    for (const broken of [{ ...kept, results: { studies: 'x' } }, { ...kept, inputs: { country: 'GB' } }, { ...kept, campaign: 7 }, { ...kept, landing: 7 }, [], 'text']) {
      sessionStorage.setItem(LEFT_SEARCH_KEY, JSON.stringify(broken));
      expect(rememberedSearch()).toBeNull();
    }
    sessionStorage.setItem(LEFT_SEARCH_KEY, '{not json');
    expect(rememberedSearch()).toBeNull();
    sessionStorage.setItem(LEFT_SEARCH_KEY, JSON.stringify(kept));
    expect(rememberedSearch()).toEqual(left);
  });

  it('is gone once forgotten, and none is remembered at first', () => {
    expect(rememberedSearch()).toBeNull();
    rememberSearch(left);
    forgetSearch();
    expect(rememberedSearch()).toBeNull();
    expect(localStorage.getItem(LEFT_SEARCH_POSTAL_KEY)).toBeNull();
  });
});
