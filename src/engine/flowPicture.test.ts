import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignDocument } from './campaign.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { flowPicture } from './flowPicture.ts';
import { terminalSteps } from './graph.ts';

const load = (name: string) => JSON.parse(readFileSync(`campaigns/${name}.json`, 'utf8')) as CampaignDocument;
const s6 = resolveCampaign('s6', new Map([['s6', load('s6')]]));
const ss6 = resolveCampaign('ss6', new Map([['ss6', load('ss6')]]));

describe('terminalSteps', () => {
  it('finds the pages that end a visit: finishing steps and steps with no way on', () => {
    expect(terminalSteps(s6)).toEqual(['thankyou', 'healthThankYou']);
  });

  it('counts the page that finishes a flow as terminal, even with a way back to its home (a study search)', () => {
    expect(terminalSteps(ss6)).toEqual(['thankyou']);
  });
});

describe('flowPicture', () => {
  const svg = flowPicture(s6);

  it('draws every step with its path, and marks home and the terminal pages', () => {
    for (const id of s6.stepOrder) expect(svg).toContain(`>${id}</text>`);
    expect(svg).toContain('>/home · start</text>');
    expect(svg).toContain('>/thankyou · end</text>');
    expect(svg).toContain('>/health-thank-you · end</text>');
    expect(svg.match(/stroke="#334" stroke-width="3"/g)).toHaveLength(2);
  });

  it('draws fixed edges solid and rule edges dashed with the rule name', () => {
    const dashed = svg.match(/stroke-dasharray/g) ?? [];
    expect(dashed).toHaveLength(4);
    expect(svg.match(/>afterGenderHome</g)).toHaveLength(2);
    expect(svg.match(/>afterEmail</g)).toHaveLength(2);
    expect(svg.match(/marker-end/g)).toHaveLength(13);
  });

  it('escapes names for XML', () => {
    const doc: CampaignDocument = { name: 'x', campaignType: 'Signup', flowType: 'signup', home: 'a<b', consent: { us: { en: 'ok' }, international: { en: 'ok' } }, steps: { 'a<b': { path: 'p&q', fields: [], nav: { next: false } } } };
    const picture = flowPicture(resolveCampaign('x', new Map([['x', doc]])));
    expect(picture).toContain('a&lt;b');
    expect(picture).toContain('/p&amp;q');
    expect(picture).not.toContain('a<b');
  });
});
