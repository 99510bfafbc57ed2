import { describe, expect, it } from 'vitest';
import { emptyCandidate } from '../core/candidate.ts';
import { loadCampaigns } from '../engine/node/campaignFiles.ts';
import { stepPrerequisites } from './stepPrerequisites.ts';

const campaigns = loadCampaigns();
const needs = (campaign: string, stepId: string, ...rest: [Parameters<typeof stepPrerequisites>[2], Parameters<typeof stepPrerequisites>[3], Parameters<typeof stepPrerequisites>[4]]) => stepPrerequisites(campaigns.get(campaign)!, stepId, ...rest);
const fresh = { candidate: emptyCandidate('US'), relay: null };

describe('stepPrerequisites', () => {
  it('needs nothing for a first step without a phone', () => {
    expect(needs('s6', 'home', 'en', fresh, {})).toEqual({ phoneRules: false, englishCatalogue: false, words: 'first' });
    expect(needs('s6', 'home', 'es', fresh, {})).toEqual({ phoneRules: false, englishCatalogue: false, words: 'first' });
  });

  it('shows a step that asks for a phone without the phone rules: its box starts empty, and its submit waits for them', () => {
    expect(needs('s6', 'phone', 'en', fresh, {}).phoneRules).toBe(false);
    expect(needs('ws10', 'home', 'en', fresh, {}).phoneRules).toBe(false);
  });

  it('needs the phone rules on any step once a phone is known or may arrive with the visit', () => {
    const withPhone = { candidate: { ...emptyCandidate('US'), phone: '+12125550123' }, relay: null };
    expect(needs('s6', 'home', 'en', withPhone, {}).phoneRules).toBe(true);
    expect(needs('s6', 'phone', 'en', withPhone, {}).phoneRules).toBe(true);
    expect(needs('ws10', 'home', 'en', fresh, { phone: '2125550123' }).phoneRules).toBe(true);
    expect(needs('s6', 'home', 'en', fresh, { phone: '2125550123' }).phoneRules).toBe(true);
    expect(needs('s6', 'home', 'en', fresh, { slug: 'abcdefghij0123456789' }).phoneRules).toBe(true);
    const relay = { slug: 'abcdefghij0123456789', prefill: 'pending', screeningSent: false, indicationsSent: false } as const;
    expect(needs('s6', 'home', 'en', { ...fresh, relay }, {}).phoneRules).toBe(true);
  });

  it('needs the English catalogue for health answers stored as English labels, on a page in another language only', () => {
    expect(needs('ws10', 'webScreenerHealth', 'es', fresh, {}).englishCatalogue).toBe(true);
    expect(needs('ws10', 'webScreenerHealth', 'en', fresh, {}).englishCatalogue).toBe(false);
    expect(needs('ws10', 'home', 'es', fresh, {}).englishCatalogue).toBe(false);
    // s6 stores the answers' values: its Spanish questionnaire needs no English.
    expect(needs('s6', 'healthQuestions', 'es', fresh, {}).englishCatalogue).toBe(false);
  });

  it("needs the catalogue's part the step names its words from as its own title or buttons", () => {
    // ss6's search step is titled and labelled from the search section (the last part); ws10's home from the
    // screener's, in the part before it.
    expect(needs('ss6', 'home', 'en', fresh, {}).words).toBe('later');
    expect(needs('ss3', 'home', 'es', fresh, {}).words).toBe('later');
    expect(needs('ws10', 'home', 'en', fresh, {}).words).toBe('screener');
    expect(needs('ws10', 'cancerindications', 'en', fresh, {}).words).toBe('later');
    expect(needs('s6', 'phone', 'en', fresh, {}).words).toBe('first');
  });

  it("needs it where a module kind's widget shows later words (HowHeard's healthQuestions), not for the step around it", () => {
    const s6 = campaigns.get('s6')!;
    const phone = s6.steps.phone!;
    const withHowHeard = { ...s6, steps: { ...s6.steps, phone: { ...phone, fields: [...phone.fields, { kind: 'HowHeard' as const }] } } };
    expect(stepPrerequisites(withHowHeard, 'phone', 'en', fresh, {}).words).toBe('later');
    expect(stepPrerequisites(s6, 'phone', 'en', fresh, {}).words).toBe('first');
  });
});
