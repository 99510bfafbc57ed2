/** Page-level campaign settings, read from campaign files: the shipped campaigns and fixtures that change one setting. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { CampaignDocument } from './campaign.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { answersMissingForCheck, homeExtra, searchesWithHealthyVolunteers } from './campaignSettings.ts';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as CampaignDocument;
const documents = new Map<string, CampaignDocument>([
  ...['s6', 's15', 'ws10', 'ws18', 'ps1', 'ps2', 'ss3', 'ss6', 'study-search'].map((n) => [n, read(`campaigns/${n}.json`)] as const),
  ...['ss6-vaccine', 'ws10-plain-home', 's6-labelled-answers', 'ps1-no-body-measures'].map((n) => [n, read(`tests/fixtures/campaigns/${n}.json`)] as const),
]);
const campaign = (name: string) => resolveCampaign(name, documents);
const payload = { featuredStudy: { id: 1002 }, study: { id: 1001 } };

describe('homeExtras', () => {
  it('shows the featured study below a sign-up, study search or partner first step, and the study details below a web screener', () => {
    for (const name of ['s6', 's15', 'ps1', 'ps2', 'ss6']) expect(homeExtra(campaign(name), campaign(name).home, payload), name).toBe('featuredStudy');
    for (const name of ['ws10', 'ws18']) expect(homeExtra(campaign(name), campaign(name).home, payload), name).toBe('studyDetails');
  });

  it('is what a campaign file says, whatever its flow type: none, or study details on a sign-up', () => {
    expect(homeExtra(campaign('ws10-plain-home'), 'home', payload)).toBeNull();
    expect(homeExtra(campaign('s6-labelled-answers'), 'home', payload)).toBe('studyDetails');
  });

  it('shows only on the first step, and only when the payload has what it shows', () => {
    expect(homeExtra(campaign('s6'), 'postal', payload)).toBeNull();
    expect(homeExtra(campaign('s6'), 'home', null)).toBeNull();
    expect(homeExtra(campaign('s6'), 'home', { study: { id: 1001 } })).toBeNull();
    expect(homeExtra(campaign('ws10'), 'home', { featuredStudy: { id: 1002 } })).toBeNull();
  });
});

describe('searchWithHealthyVolunteers', () => {
  it('is off in the shipped study searches, on in a campaign file that turns it on, for every step', () => {
    expect(searchesWithHealthyVolunteers(campaign('ss6'), 'home')).toBe(false);
    expect(searchesWithHealthyVolunteers(campaign('study-search'), 'home')).toBe(false);
    expect(searchesWithHealthyVolunteers(campaign('ss6-vaccine'), 'home')).toBe(true);
  });

  it('holds on a step with condition chips (ss3), whatever the campaign says', () => {
    expect(searchesWithHealthyVolunteers(campaign('ss3'), 'home')).toBe(true);
  });
});

describe('requires (the partner check)', () => {
  const check = (name: string) => campaign(name).steps.home?.fields.find((f) => f.kind === 'QualificationCheck');
  const errors = { fullName: 'invalidName', height: 'required', weight: 'required', email: 'invalidEmail' };

  it('holds the check back for the answers the campaign names: ps1 and ps2 name height and weight', () => {
    expect(answersMissingForCheck(check('ps1')!, errors)).toEqual(['fullName', 'height', 'weight']);
    expect(answersMissingForCheck(check('ps2')!, errors)).toEqual(['fullName', 'height', 'weight']);
  });

  it('names nothing for a field without a list', () => {
    expect(answersMissingForCheck({ kind: 'QualificationCheck' }, errors)).toEqual([]);
  });

  it('in a campaign file that leaves out the body measures, runs without them', () => {
    expect(answersMissingForCheck(check('ps1-no-body-measures')!, errors)).toEqual(['fullName']);
    expect(answersMissingForCheck(check('ps1-no-body-measures')!, {})).toEqual([]);
  });
});
