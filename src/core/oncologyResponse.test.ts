import { describe, expect, it } from 'vitest';
import { completeOncologyResponse } from './oncologyResponse.ts';

describe('completeOncologyResponse', () => {
  it('takes a diagnosis with its stage and treatment', () => {
    expect(completeOncologyResponse({ cancerType: 'lung', cancerStage: 'stage2', treatmentStatus: 'inTreatment' })).toEqual({ cancerType: 'lung', cancerStage: 'stage2', treatmentStatus: 'inTreatment' });
  });

  it('is incomplete without the stage or the treatment of a diagnosis, or with a value not offered', () => {
    expect(completeOncologyResponse({ cancerType: 'lung', cancerStage: 'stage2' })).toBeNull();
    expect(completeOncologyResponse({ cancerType: 'lung', treatmentStatus: 'inTreatment' })).toBeNull();
    expect(completeOncologyResponse({ cancerType: 'lung', cancerStage: 'stage5', treatmentStatus: 'inTreatment' })).toBeNull();
    expect(completeOncologyResponse({ cancerType: 'lung', cancerStage: 'stage1', treatmentStatus: 'cured' })).toBeNull();
    expect(completeOncologyResponse({ cancerType: 'liver' })).toBeNull();
    expect(completeOncologyResponse({ cancerType: 'liver', cancerStage: 'stage1', treatmentStatus: 'inTreatment' })).toBeNull();
    expect(completeOncologyResponse({})).toBeNull();
    expect(completeOncologyResponse(undefined)).toBeNull();
  });

  it("needs nothing more with no diagnosis, and drops what was answered before 'none'", () => {
    expect(completeOncologyResponse({ cancerType: 'none' })).toEqual({ cancerType: 'none' });
    expect(completeOncologyResponse({ cancerType: 'none', cancerStage: 'stage4', treatmentStatus: 'recurrence' })).toEqual({ cancerType: 'none' });
  });
});
