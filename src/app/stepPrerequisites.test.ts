import { describe, expect, it } from 'vitest';
import { emptyCandidate } from '../core/candidate.ts';
import { loadCampaigns } from '../engine/node/campaignFiles.ts';
import { stepOf } from '../engine/flow.ts';
import { stepPrerequisites } from './stepPrerequisites.ts';

const campaigns = loadCampaigns();
const step = (campaign: string, stepId: string) => stepOf(campaigns.get(campaign)!, stepId);
const fresh = { candidate: emptyCandidate('US'), relay: null };

describe('stepPrerequisites', () => {
  it('needs nothing for a first step without a phone', () => {
    expect(stepPrerequisites(step('s6', 'home'), 'en', fresh, {})).toEqual({ phoneRules: false, englishCatalogue: false });
    expect(stepPrerequisites(step('s6', 'home'), 'es', fresh, {})).toEqual({ phoneRules: false, englishCatalogue: false });
  });

  it('needs the phone rules for a step with a phone field', () => {
    expect(stepPrerequisites(step('s6', 'phone'), 'en', fresh, {}).phoneRules).toBe(true);
    expect(stepPrerequisites(step('ws10', 'home'), 'en', fresh, {}).phoneRules).toBe(true);
  });

  it('needs the phone rules on any step once a phone is known or may arrive with the visit', () => {
    const withPhone = { candidate: { ...emptyCandidate('US'), phone: '+12125550123' }, relay: null };
    expect(stepPrerequisites(step('s6', 'home'), 'en', withPhone, {}).phoneRules).toBe(true);
    expect(stepPrerequisites(step('s6', 'home'), 'en', fresh, { phone: '2125550123' }).phoneRules).toBe(true);
    expect(stepPrerequisites(step('s6', 'home'), 'en', fresh, { slug: 'abcdefghij0123456789' }).phoneRules).toBe(true);
    const relay = { slug: 'abcdefghij0123456789', prefill: 'pending', screeningSent: false, indicationsSent: false } as const;
    expect(stepPrerequisites(step('s6', 'home'), 'en', { ...fresh, relay }, {}).phoneRules).toBe(true);
  });

  it('needs the English catalogue for health answers on a page in another language only', () => {
    expect(stepPrerequisites(step('s6', 'healthQuestions'), 'es', fresh, {}).englishCatalogue).toBe(true);
    expect(stepPrerequisites(step('s6', 'healthQuestions'), 'en', fresh, {}).englishCatalogue).toBe(false);
    expect(stepPrerequisites(step('s6', 'phone'), 'es', fresh, {}).englishCatalogue).toBe(false);
  });
});
