import { describe, expect, it } from 'vitest';
import { resultPage } from './resultPage.ts';

const plain = { booked: false, specialStudy: false, cancelled: false };

describe('resultPage', () => {
  it('pre-qualified: congratulations, the scheduling words with Call Now, no search', () => {
    expect(resultPage('congratulations', plain)).toEqual({ heading: 'congratulations', specialBanner: false, body: 'scheduling', search: false, bookingCancelled: false });
  });

  it("pre-qualified for a study looking for exactly this visitor: the banner too, until the visit is booked", () => {
    expect(resultPage('congratulations', { booked: false, specialStudy: true, cancelled: false }).specialBanner).toBe(true);
    expect(resultPage('congratulations', { booked: true, specialStudy: true, cancelled: false })).toEqual({ heading: 'congratulations', specialBanner: false, body: 'booked', search: false, bookingCancelled: false });
  });

  it('pre-qualified before with the same phone: told so, with the way to call, or the booking; never the banner', () => {
    expect(resultPage('alreadyMatched', { booked: false, specialStudy: true, cancelled: false })).toEqual({ heading: 'alreadyMatched', specialBanner: false, body: 'scheduling', search: false, bookingCancelled: false });
    expect(resultPage('alreadyMatched', { booked: true, specialStudy: false, cancelled: false }).body).toBe('booked');
  });

  it('not qualified: sorry and the study search; no site near: the promise to get in touch as well', () => {
    expect(resultPage('disqualified', { booked: true, specialStudy: true, cancelled: false })).toEqual({ heading: 'disqualified', specialBanner: false, body: null, search: true, bookingCancelled: false });
    expect(resultPage('noSite', plain)).toEqual({ heading: 'noSite', specialBanner: false, body: 'noSiteContact', search: true, bookingCancelled: false });
    expect(resultPage(null, plain)).toEqual({ heading: 'disqualified', specialBanner: false, body: null, search: true, bookingCancelled: false });
  });

  it('not qualified now, after an appointment was booked: says it is cancelled', () => {
    expect(resultPage('disqualified', { ...plain, cancelled: true })).toEqual({ heading: 'disqualified', specialBanner: false, body: null, search: true, bookingCancelled: true });
    expect(resultPage('noSite', { ...plain, cancelled: true }).bookingCancelled).toBe(true);
  });

  it('qualified at another site than the visit booked (a new postal code): says the visit is cancelled, with the scheduling words; never beside a booking', () => {
    expect(resultPage('congratulations', { ...plain, cancelled: true })).toEqual({ heading: 'congratulations', specialBanner: false, body: 'scheduling', search: false, bookingCancelled: true });
    expect(resultPage('alreadyMatched', { ...plain, cancelled: true }).bookingCancelled).toBe(true);
    expect(resultPage('congratulations', { ...plain, booked: true, cancelled: true }).bookingCancelled).toBe(false);
    expect(resultPage('congratulations', plain).bookingCancelled).toBe(false);
  });
});
