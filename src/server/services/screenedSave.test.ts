import { describe, expect, it } from 'vitest';
import { withScreeningOf, type NotGiven } from './screenedSave.ts';
import { StudyNotFoundError } from '../errors.ts';
import type { LeadSaveRequest } from '../../generated/api/lead-save.request.ts';
import type { ScreeningResponse } from '../../generated/api/screening.response.ts';

const saved = { id: '6f0c1a7e-3f5b-4c1e-9a51-1d0f0c3b2a11', updateToken: 'token' };
const asked = { studyId: 1001, campaign: 'ws10', answers: [], candidate: { postalCode: '77030', country: 'US' } };
const body = { country: 'US', withScreening: asked } as unknown as LeadSaveRequest;
const verdict = { screeningId: 'x', passed: true } as unknown as ScreeningResponse;

describe('withScreeningOf', () => {
  it("screens the saved lead as its own, named by the saved id, and answers the verdict beside the save", async () => {
    const seen: unknown[] = [];
    const answer = await withScreeningOf(body, saved, async (request, savedLeadId) => { seen.push(request, savedLeadId); return verdict; }, () => undefined);
    expect(answer).toEqual({ ...saved, screening: verdict });
    expect(seen).toEqual([{ ...asked, leadId: saved.id }, saved.id]);
  });

  it('leaves a save that asked for no screening as it is, and screens nothing', async () => {
    let screened = false;
    expect(await withScreeningOf({ country: 'US' } as LeadSaveRequest, saved, async () => { screened = true; return verdict; }, () => undefined)).toEqual(saved);
    expect(screened).toBe(false);
  });

  it('a refusal is told by its code, a failure as the error itself; the save stands, with no verdict', async () => {
    const told: NotGiven[] = [];
    expect(await withScreeningOf(body, saved, async () => { throw new StudyNotFoundError(1001); }, (why) => told.push(why))).toEqual({ ...saved, screening: null });
    const failure = Object.assign(new Error('relation "screenings" does not exist'), { code: '42P01' });
    expect(await withScreeningOf(body, saved, async () => { throw failure; }, (why) => told.push(why))).toEqual({ ...saved, screening: null });
    expect(told).toEqual([{ refused: 'STUDY_NOT_FOUND' }, { failed: failure }]);
  });
});
