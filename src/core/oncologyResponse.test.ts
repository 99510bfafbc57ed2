import { describe, expect, it } from 'vitest';
import { askedOncologyQuestions, changedOncologyAnswer, completeOncologyResponse } from './oncologyResponse.ts';

describe('askedOncologyQuestions and changedOncologyAnswer', () => {
  it('asks the stage and treatment for a diagnosis only, and drops them when the answer becomes none', () => {
    expect(askedOncologyQuestions(undefined)).toEqual(['cancerType']);
    expect(askedOncologyQuestions('none')).toEqual(['cancerType']);
    expect(askedOncologyQuestions('liver')).toEqual(['cancerType']);
    expect(askedOncologyQuestions('lung')).toEqual(['cancerType', 'cancerStage', 'treatmentStatus']);
    expect(changedOncologyAnswer({ cancerType: 'none', cancerStage: 'stage2', treatmentStatus: 'inTreatment' })).toEqual({ cancerType: 'none' });
    expect(changedOncologyAnswer({ cancerType: 'lung', cancerStage: 'stage2' })).toEqual({ cancerType: 'lung', cancerStage: 'stage2' });
  });
});

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
