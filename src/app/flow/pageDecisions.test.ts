import { describe, expect, it } from 'vitest';
import { loadCampaigns } from '../../engine/node/campaignFiles.ts';
import { emptyCandidate } from '../../core/candidate.ts';
import { pageDecisions } from './pageDecisions.ts';

const ws10 = loadCampaigns().get('ws10');
const flows = { studySearch: 'ss6', prescreen: 'ws10', prescreenHomePath: 'home', findProduct: 'study-search' };
const decide = (participant: 'myself' | 'someone_else' | null, caregiver = false) => {
  if (!ws10) throw new Error('no ws10');
  const candidate = { ...emptyCandidate('US'), participant };
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver };
  return pageDecisions(ws10, 'home', 'en', { studyId: '1001' }, flows, { candidate, path, callNow: null, payload: null, screening: null });
};

describe('pageDecisions: the health questions (spec §6, caregiver mode hides them)', () => {
  it('links them for one answering for themselves', () => {
    expect(decide('myself').links.healthQuestions).toBe('/signup/ws10/health-questions?studyId=1001');
    expect(decide(null).thankYouButtons.healthQuestions).toBe('after');
  });

  it("neither links nor offers them to one answering for someone else: a screener's participant, or a caregiver's flow", () => {
    for (const decided of [decide('someone_else'), decide(null, true)]) {
      expect(decided.links.healthQuestions).toBeNull();
      expect(decided.thankYouButtons.healthQuestions).toBeNull();
    }
  });
});

describe("pageDecisions: the study's details below the step, which the More Information bar links to", () => {
  const campaigns = loadCampaigns();
  const state = (payload: unknown) => ({ candidate: emptyCandidate('US'), path: { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false }, callNow: null, payload: payload as never, screening: null });
  const shown = (name: string, stepId: string, payload: unknown) => pageDecisions(campaigns.get(name)!, stepId, 'en', {}, flows, state(payload)).studyDetailsShown;

  it('shows on the first step of a campaign with studyDetails, once the visit has its study', () => {
    expect(shown('ws10', 'home', { study: { id: 1001 } })).toBe(true);
  });

  it('does not without the study, on another step, or where the campaign shows something else', () => {
    expect(shown('ws10', 'home', { study: null })).toBe(false);
    expect(shown('ws10', 'home', null)).toBe(false);
    expect(shown('ws10', 'indications', { study: { id: 1001 } })).toBe(false);
    expect(shown('s6', 'home', { study: { id: 1001 }, featuredStudy: { id: 1001 } })).toBe(false);
  });
});
