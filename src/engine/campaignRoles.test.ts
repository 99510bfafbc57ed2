import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import type { CampaignDocument } from './campaign.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { campaignFor, CAMPAIGN_ROLES, roleHolders, visitFlows } from './campaignRoles.ts';

const documents = new Map(readdirSync('campaigns').filter((f) => f.endsWith('.json')).map((f) => {
  const doc = JSON.parse(readFileSync(`campaigns/${f}`, 'utf8')) as CampaignDocument;
  return [doc.name, doc] as const;
}));
const campaigns = new Map([...documents.keys()].map((name) => [name, resolveCampaign(name, documents)]));

describe('campaign roles', () => {
  it('are each claimed by one shipped campaign', () => {
    expect(Object.fromEntries(roleHolders(campaigns.values()))).toEqual({
      signup: ['s6'], studySearch: ['ss6'], prescreen: ['ws10'], findProduct: ['study-search'], patientLink: ['ws11'],
    });
    for (const role of CAMPAIGN_ROLES) expect(campaignFor(role, campaigns).defaultFor, role).toContain(role);
  });

  it('belong to the document that claims them: a variant of ws10 is not the default prescreen flow too', () => {
    expect(campaigns.get('ws10')?.defaultFor).toEqual(['prescreen']);
    for (const name of ['ws15', 'ws16', 'ws18', 'ws20', 'ps2']) expect(campaigns.get(name)?.defaultFor, name).toEqual([]);
    expect(campaigns.get('ws11')?.defaultFor).toEqual(['patientLink']);
  });

  it('name the flows a visit is sent to', () => {
    expect(visitFlows(campaigns)).toEqual({ studySearch: 'ss6', prescreen: 'ws10', prescreenHomePath: 'home', findProduct: 'study-search' });
    // The prescreen flow's home step, as its summary (the resolved campaign) names it.
    const renamed = new Map([...campaigns].map(([name, c]) => [name, name === 'ws10' ? { ...c, homePath: 'smoking' } : c]));
    expect(visitFlows(renamed).prescreenHomePath).toBe('smoking');
  });

  it('are read from campaign documents as well, most of which claim none', () => {
    expect(campaignFor('patientLink', documents).name).toBe('ws11');
    expect(Object.fromEntries(roleHolders(documents.values())).prescreen).toEqual(['ws10']);
  });

  it('say which role no campaign stands in for', () => {
    const without = new Map([...campaigns].filter(([name]) => name !== 'ss6'));
    expect(() => campaignFor('studySearch', without)).toThrow('no campaign has "defaultFor": ["studySearch"]');
    expect(roleHolders(without.values()).get('studySearch')).toEqual([]);
  });
});
