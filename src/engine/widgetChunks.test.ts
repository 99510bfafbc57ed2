import { describe, expect, it } from 'vitest';
import { loadCampaigns } from './node/campaignFiles.ts';
import { stepOf } from './flow.ts';
import { needsFormStepWidgets, needsScreenerStepWidgets, stepAsksPhone } from './widgetChunks.ts';
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
});
