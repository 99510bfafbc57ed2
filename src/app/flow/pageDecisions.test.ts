import { describe, expect, it } from 'vitest';
import { loadCampaigns } from '../../engine/node/campaignFiles.ts';
import { emptyCandidate } from '../../core/candidate.ts';
import { pageDecisions } from './pageDecisions.ts';

const ws10 = loadCampaigns().get('ws10');
const flows = { studySearch: 'ss6', prescreen: 'ws10', findProduct: 'study-search' };
const decide = (participant: 'myself' | 'someone_else' | null, caregiver = false) => {
  if (!ws10) throw new Error('no ws10');
  const candidate = { ...emptyCandidate('US'), participant };
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver };
  return pageDecisions(ws10, 'en', { studyId: '1001' }, flows, { candidate, path, callNow: null, payload: null, screening: null });
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
