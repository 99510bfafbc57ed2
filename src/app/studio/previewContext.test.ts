import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignDocument } from '../../engine/campaign.ts';
import { resolveCampaign } from '../../engine/resolveCampaign.ts';
import { visibleFields } from '../../engine/flow.ts';
import { ruleContext } from '../flow/controller.ts';
import { defaultPreviewContext, isPreviewMessage, previewContextFor, previewState } from './previewContext.ts';

const docs = new Map(['s6', 'ws10', 'ws16'].map((n) => [n, JSON.parse(readFileSync(`campaigns/${n}.json`, 'utf8')) as CampaignDocument]));
const s6 = resolveCampaign('s6', docs);
const ws16 = resolveCampaign('ws16', docs);

describe('previewState', () => {
  it('stands for a caregiver when asked, so caregiver fields and wording show', () => {
    const state = previewState(s6, { ...defaultPreviewContext, caregiver: true, country: 'GB' });
    expect(state.path.caregiver).toBe(true);
    expect(state.candidate.country).toBe('GB');
    const name = s6.steps.name;
    expect(name && visibleFields(name, ruleContext(state)).map((f) => f.kind)).toEqual(['CaregiverName', 'CaregiverRelationship', 'FullName']);
    expect(previewState(s6, defaultPreviewContext).path.caregiver).toBe(false);
  });

  it('screens as qualified or not, which decides what a result step shows', () => {
    const step = ws16.steps.indications;
    if (!step) throw new Error('ws16 has no indications step');
    const shownKinds = (qualified: boolean) => visibleFields(step, ruleContext(previewState(ws16, { ...defaultPreviewContext, qualified }))).map((f) => f.kind);
    expect(previewState(ws16, { ...defaultPreviewContext, qualified: true }).screening).toMatchObject({ passed: true, view: 'congratulations' });
    expect(previewState(ws16, { ...defaultPreviewContext, qualified: false }).screening).toMatchObject({ passed: false, view: 'disqualified' });
    expect(shownKinds(true)).toContain('HealthDataConsent');
    expect(shownKinds(false)).not.toContain('HealthDataConsent');
  });
});

describe('isPreviewMessage', () => {
  it('accepts only the studio’s preview messages', () => {
    expect(isPreviewMessage({ type: 'studio-preview', campaign: 's6', documents: [], stepId: 'home', context: defaultPreviewContext })).toBe(true);
    expect(isPreviewMessage({ type: 'other' })).toBe(false);
    expect(isPreviewMessage(null)).toBe(false);
  });
});

describe('previewContextFor', () => {
  it('previews a campaign with its own study, else the demo study, with the brand given', () => {
    expect(previewContextFor({ studyId: 1007 }, 'trials-world')).toEqual({ ...defaultPreviewContext, brandId: 'trials-world', studyId: 1007 });
    expect(previewContextFor({ studyId: null }, 'trial-search')).toEqual({ ...defaultPreviewContext, brandId: 'trial-search', studyId: 1001 });
    expect(previewContextFor(undefined, '')).toEqual({ ...defaultPreviewContext, studyId: 1001 });
  });
});
