import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import type { CampaignDocument } from '../generated/campaign.ts';
import type { Campaign, Step } from './campaign.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { asksPhoneMatch } from './phoneMatch.ts';

const docs = new Map<string, CampaignDocument>(readdirSync('campaigns').filter((f) => f.endsWith('.json')).map((f) => {
  const doc = JSON.parse(readFileSync(`campaigns/${f}`, 'utf8')) as CampaignDocument;
  return [doc.name, doc];
}));
const campaign = (name: string) => resolveCampaign(name, docs);

const step = (meta: Step['meta']): Step => ({ path: 'x', fields: [], meta });
const withSteps = (steps: Record<string, Step>): Campaign => ({ ...campaign('ws10'), steps, stepOrder: Object.keys(steps) });

describe('asksPhoneMatch', () => {
  it('is true for the campaigns whose screening step asks: ws11, ws18, ws19, ws21 (its own home meta) and ps1', () => {
    for (const name of ['ws11', 'ws18', 'ws19', 'ws21', 'ps1']) expect(asksPhoneMatch(campaign(name)), name).toBe(true);
  });

  it('is false for ws10 and the campaigns that take its home step unchanged (ws15, ws16, ws17, ws20, ps2)', () => {
    for (const name of ['ws10', 'ws15', 'ws16', 'ws17', 'ws20', 'ps2']) expect(asksPhoneMatch(campaign(name)), name).toBe(false);
  });

  it('is false for campaigns that never screen (sign-up, study search)', () => {
    for (const name of ['s6', 's15', 'ss6', 'ss7', 'study-search']) expect(asksPhoneMatch(campaign(name)), name).toBe(false);
  });

  it('reads the step that screens: a checkPhoneMatch on another step does not ask', () => {
    expect(asksPhoneMatch(withSteps({ home: step({ screen: true }), later: step({ checkPhoneMatch: true }) }))).toBe(false);
    expect(asksPhoneMatch(withSteps({ home: step({ checkPhoneMatch: true }), result: step({ screen: true, checkPhoneMatch: true }) }))).toBe(true);
    expect(asksPhoneMatch(withSteps({ home: step({ screen: true, checkPhoneMatch: false }) }))).toBe(false);
  });

  it('is false for an unknown campaign', () => {
    expect(asksPhoneMatch(undefined)).toBe(false);
  });
});
