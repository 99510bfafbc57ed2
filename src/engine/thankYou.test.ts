import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { answeringForSomeoneElse, answersForSomeoneElse, findProductUrl, healthQuestionsUrl, healthThankYouShowsFindProduct, thankYouButtons } from './thankYou.ts';
import { resolveCampaign } from './resolveCampaign.ts';

const s6 = resolveCampaign('s6', new Map([['s6', JSON.parse(readFileSync('campaigns/s6.json', 'utf8'))]]));

describe('thank-you rules', () => {
  it('links Find {product} to study search with the query, ps set and studyId removed', () => {
    expect(findProductUrl({ studyId: '1002', utm_source: 'mail', ps: 'old' }, 's6', 'study-search')).toBe('/signup/study-search/home?utm_source=mail&ps=s6');
    expect(findProductUrl({}, 'ws10', 'ss2')).toBe('/signup/ss2/home?ps=ws10');
    expect(findProductUrl({ studyId: '1001' }, 'ws10', 'study-search', 'es')).toBe('/signup/es/study-search/home?ps=ws10');
  });

  it('places the health-questions button by call availability, hides it for caregivers and lead updates', () => {
    const base = { locale: 'en' as const, caregiver: false, callNow: true, campaignType: 'Signup' as const, hasHealthQuestions: true };
    expect(thankYouButtons(base)).toEqual({ findProduct: true, healthQuestions: 'before' });
    expect(thankYouButtons({ ...base, callNow: false })).toEqual({ findProduct: true, healthQuestions: 'after' });
    expect(thankYouButtons({ ...base, caregiver: true }).healthQuestions).toBeNull();
    expect(thankYouButtons({ ...base, campaignType: 'Lead Update' }).healthQuestions).toBeNull();
    expect(thankYouButtons({ ...base, locale: 'es' }).findProduct).toBe(false);
  });

  it('finds the questionnaire step of a campaign', () => {
    expect(healthQuestionsUrl(s6, 'es', { utm_source: 'x' })).toBe('/signup/es/s6/health-questions?utm_source=x');
  });

  it('shows Find {product} after the questionnaire only for real studies and not fully qualified candidates', () => {
    expect(healthThankYouShowsFindProduct({ locale: 'en', studyIsSimulation: false, fullyQualified: false })).toBe(true);
    expect(healthThankYouShowsFindProduct({ locale: 'en', studyIsSimulation: true, fullyQualified: false })).toBe(false);
    expect(healthThankYouShowsFindProduct({ locale: 'en', studyIsSimulation: false, fullyQualified: true })).toBe(false);
    // Find {product} is English only.
    expect(healthThankYouShowsFindProduct({ locale: 'es', studyIsSimulation: false, fullyQualified: false })).toBe(false);
  });
});

describe('answersForSomeoneElse', () => {
  it("is a caregiver's flow, or a screener's participant chosen as someone else; not one answering for themselves", () => {
    expect(answersForSomeoneElse(true, { participant: null })).toBe(true);
    expect(answersForSomeoneElse(false, { participant: 'someone_else' })).toBe(true);
    expect(answersForSomeoneElse(false, { participant: 'myself' })).toBe(false);
    expect(answersForSomeoneElse(false, { participant: null })).toBe(false);
  });
});

describe('answeringForSomeoneElse', () => {
  it("takes the participant chosen on the step over the visit's, and the visit's when the step chose none", () => {
    expect(answeringForSomeoneElse(false, { participant: 'myself' }, { participant: 'someone_else' })).toBe(true);
    expect(answeringForSomeoneElse(false, { participant: 'someone_else' }, { participant: 'myself' })).toBe(false);
    expect(answeringForSomeoneElse(false, { participant: 'someone_else' }, {})).toBe(true);
    expect(answeringForSomeoneElse(false, { participant: null }, { participant: 'nobody' })).toBe(false);
    // An answer that is no participant choice leaves the visit's.
    expect(answeringForSomeoneElse(false, { participant: 'someone_else' }, { participant: 'nobody' })).toBe(true);
    expect(answeringForSomeoneElse(true, { participant: null }, {})).toBe(true);
  });
});
