import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignDocument } from './campaign.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { stepWithoutCondition } from './conditionStep.ts';

const s6Doc = JSON.parse(readFileSync('campaigns/s6.json', 'utf8')) as CampaignDocument;
const s6 = resolveCampaign('s6', new Map([['s6', s6Doc]]));

describe('stepWithoutCondition', () => {
  it("sends s6's diagnosis question, opened by a visit with no condition, to the step after it, in the page's language with its query", () => {
    expect(stepWithoutCondition(s6, 'diagnosis', 'en', {}, null)).toBe('/signup/s6/indications');
    expect(stepWithoutCondition(s6, 'diagnosis', 'es', { cg: '1' }, null)).toBe('/signup/es/s6/indications?cg=1');
  });

  it("shows the question when the link names a condition, or the visit's payload brought one", () => {
    expect(stepWithoutCondition(s6, 'diagnosis', 'en', { 'indicationIds[]': '101' }, null)).toBeNull();
    expect(stepWithoutCondition(s6, 'diagnosis', 'en', {}, 101)).toBeNull();
  });

  it('waits for the payload when the link names a study, whose condition it may bring; without a study nothing can', () => {
    expect(stepWithoutCondition(s6, 'diagnosis', 'en', { studyId: '1001' }, undefined)).toBeNull();
    expect(stepWithoutCondition(s6, 'diagnosis', 'en', { studyId: '1001' }, null)).toBe('/signup/s6/indications?studyId=1001');
    expect(stepWithoutCondition(s6, 'diagnosis', 'en', {}, undefined)).toBe('/signup/s6/indications');
  });

  it("waits for the payload of a campaign that names its own study", () => {
    const withStudy = resolveCampaign('s6', new Map([['s6', { ...s6Doc, studyId: 1001 }]]));
    expect(stepWithoutCondition(withStudy, 'diagnosis', 'en', {}, undefined)).toBeNull();
    expect(stepWithoutCondition(withStudy, 'diagnosis', 'en', {}, null)).toBe('/signup/s6/indications');
  });

  it('leaves every step that does not ask about the condition alone', () => {
    for (const id of s6.stepOrder.filter((stepId) => stepId !== 'diagnosis')) expect(stepWithoutCondition(s6, id, 'en', {}, null)).toBeNull();
  });

  it('sends the question on, whatever else its step shows', () => {
    const headedDoc = JSON.parse(JSON.stringify(s6Doc).replace('{"kind":"Diagnosis"}', '{"kind":"Heading","text":"signup.diagnosis.title"},{"kind":"Diagnosis"}')) as CampaignDocument;
    const headed = resolveCampaign('s6', new Map([['s6', headedDoc]]));
    expect(headed.steps.diagnosis?.fields.map((field) => field.kind)).toEqual(['Heading', 'Diagnosis']);
    expect(stepWithoutCondition(headed, 'diagnosis', 'en', {}, null)).toBe('/signup/s6/indications');
  });

  it('sends a question whose next step a rule decides to the home', () => {
    const ruledDoc = structuredClone(s6Doc) as CampaignDocument & { steps: Record<string, { next?: unknown }> };
    ruledDoc.steps.diagnosis = { ...ruledDoc.steps.diagnosis, next: { rule: 'afterEmail' } };
    const ruled = resolveCampaign('s6', new Map([['s6', ruledDoc]]));
    expect(stepWithoutCondition(ruled, 'diagnosis', 'en', {}, null)).toBe('/signup/s6/home');
  });
});
