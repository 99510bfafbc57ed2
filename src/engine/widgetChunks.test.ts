import { describe, expect, it } from 'vitest';
import { loadCampaigns } from './node/campaignFiles.ts';
import { stepOf } from './flow.ts';
import { SCREENER_STEP_KINDS, SEARCH_STEP_KINDS, needsFormStepWidgets, needsScreenerStepWidgets, needsSearchStepWidgets, stepAsksPhone, wordsBeforeStep } from './widgetChunks.ts';
import type { FieldKind } from './campaign.ts';

const campaigns = loadCampaigns();
const step = (campaign: string, stepId: string) => stepOf(campaigns.get(campaign)!, stepId);

describe('stepAsksPhone', () => {
  it('is true for a step with a phone field among others, and only for such a step', () => {
    expect(stepAsksPhone(step('s6', 'phone'))).toBe(true);
    expect(stepAsksPhone(step('ws10', 'home'))).toBe(true);
    expect(stepAsksPhone(step('ps1', 'home'))).toBe(true);
    expect(stepAsksPhone(step('s6', 'home'))).toBe(false);
    expect(stepAsksPhone(step('s6', 'email'))).toBe(false);
    expect(stepAsksPhone({ fields: [] })).toBe(false);
    // A phone field first or last among others.
    expect(stepAsksPhone({ fields: [{ kind: 'Phone' }, { kind: 'Email' }] })).toBe(true);
    expect(stepAsksPhone({ fields: [{ kind: 'Email' }, { kind: 'Phone' }] })).toBe(true);
  });
});

describe('the widget chunks a step needs', () => {
  it('names the form fields\' chunk for text boxes and the screener-step chunk for heavier questions, each alone', () => {
    expect(needsFormStepWidgets(['GenderSelect', 'Phone'] as FieldKind[])).toBe(true);
    expect(needsFormStepWidgets(['GenderSelect', 'StudyCriteria'] as FieldKind[])).toBe(false);
    expect(needsScreenerStepWidgets(['Phone', 'StudyCriteria'] as FieldKind[])).toBe(true);
    expect(needsScreenerStepWidgets(['Phone', 'GenderSelect'] as FieldKind[])).toBe(false);
    expect(needsScreenerStepWidgets([])).toBe(false);
  });

  it("names the study-search chunk for a search's results, offers and OB-GYN contact, and for those alone", () => {
    expect(needsSearchStepWidgets(['PostalCode', 'StudySearchResults'] as FieldKind[])).toBe(true);
    expect(needsSearchStepWidgets(['OffersList'] as FieldKind[])).toBe(true);
    expect(needsSearchStepWidgets(['ObGynContact', 'Email'] as FieldKind[])).toBe(true);
    expect(needsSearchStepWidgets(['PostalCode', 'IndicationMultiSelect'] as FieldKind[])).toBe(false);
    expect(needsSearchStepWidgets([])).toBe(false);
    // ss6's first step shows both chunks' widgets; ws10's one-page screener only the screener-step chunk's.
    const kinds = (campaign: string, stepId: string) => step(campaign, stepId).fields.map((f) => f.kind);
    expect([needsScreenerStepWidgets(kinds('ss6', 'home')), needsSearchStepWidgets(kinds('ss6', 'home'))]).toEqual([true, true]);
    expect([needsScreenerStepWidgets(kinds('ws10', 'home')), needsSearchStepWidgets(kinds('ws10', 'home'))]).toEqual([true, false]);
  });

  it('puts no kind in both chunks', () => {
    expect(SCREENER_STEP_KINDS.filter((kind) => (SEARCH_STEP_KINDS as readonly string[]).includes(kind))).toEqual([]);
  });
});

describe('wordsBeforeStep', () => {
  it("is the last of the step's own words' part and its widgets' parts", () => {
    // ws10's one-page screener: screener titles, screener-step widgets.
    expect(wordsBeforeStep(step('ws10', 'home'))).toBe('screener');
    // ss6's search: titled from the search section, and the results widget reads the last part.
    expect(wordsBeforeStep(step('ss6', 'home'))).toBe('later');
    expect(wordsBeforeStep(step('s6', 'home'))).toBe('first');
    expect(wordsBeforeStep(step('s6', 'phone'))).toBe('first');
    // Widgets alone, with no words of the step's own.
    expect(wordsBeforeStep({ ...step('s6', 'phone'), fields: [{ kind: 'Gender' }] })).toBe('screener');
    expect(wordsBeforeStep({ ...step('s6', 'phone'), fields: [{ kind: 'Gender' }, { kind: 'OffersList' }] })).toBe('later');
    expect(wordsBeforeStep({ ...step('s6', 'phone'), fields: [{ kind: 'OffersList' }, { kind: 'Gender' }] })).toBe('later');
  });

  it("reads a module kind's words from the keys its module declares (HowHeard's are the health questions')", () => {
    const phone = step('s6', 'phone');
    expect(wordsBeforeStep({ ...phone, fields: [...phone.fields, { kind: 'HowHeard' }] })).toBe('later');
    expect(wordsBeforeStep({ ...phone, fields: [{ kind: 'HowHeard' }] })).toBe('later');
  });
});
