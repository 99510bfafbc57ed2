import { describe, expect, it } from 'vitest';
import { emptyCandidate } from '../core/candidate.ts';
import { searchLeft, searchOnReturn, type LeftSearch } from './searchLeft.ts';

const candidate = { ...emptyCandidate('GB'), postalCode: 'SW1A 1AA', indicationIds: [5, 7], consentGiven: true, firstName: 'Ada' };
const results = { studies: [{ id: 1001 }] };
const landing = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const agreed = [{ type: 'sms' as const, granted: true, text: 'I agree to the privacy policy…\nI agree to the terms above.', step: 'home' }];
const left: LeftSearch<typeof results> = { campaign: 'ss6', inputs: { postalCode: 'SW1A 1AA', country: 'GB', indicationIds: [5, 7], consentGiven: true }, results, landing, consents: agreed };
const search = { name: 'ss6', campaignType: 'Study Search' } as const;

describe('searchLeft', () => {
  it('keeps the postal code, country, conditions and agreement (its words too) of a search made, with its results and landing, and nothing else the visit holds', () => {
    expect(searchLeft({ campaign: 'ss6', candidate, search: results, landing, pendingConsents: agreed })).toEqual(left);
    expect(searchLeft({ campaign: 'ss6', candidate, search: results, landing: null, pendingConsents: [] })).toEqual({ ...left, landing: null, consents: [] });
  });

  it('keeps nothing before a search is made, or without a campaign', () => {
    expect(searchLeft({ campaign: 'ss6', candidate, search: null, landing, pendingConsents: agreed })).toBeNull();
    expect(searchLeft({ campaign: null, candidate, search: results, landing, pendingConsents: agreed })).toBeNull();
  });
});

describe('searchOnReturn', () => {
  it('gives back what the visitor gave, the results found and the landing arrived by when they come back through Back or Forward', () => {
    expect(searchOnReturn(left, search, true)).toEqual({ inputs: left.inputs, results, landing, consents: agreed });
  });

  it('gives nothing back to a visitor who comes back by a link: no results that might list a study failed meanwhile', () => {
    expect(searchOnReturn(left, search, false)).toBeNull();
  });

  it('gives nothing to another search, to a campaign that is not a search, or with no search left', () => {
    expect(searchOnReturn(left, { name: 'study-search', campaignType: 'Study Search' }, true)).toBeNull();
    expect(searchOnReturn({ ...left, campaign: 'ws10' }, { name: 'ws10', campaignType: 'Screener' }, true)).toBeNull();
    expect(searchOnReturn(null, search, true)).toBeNull();
  });
});
