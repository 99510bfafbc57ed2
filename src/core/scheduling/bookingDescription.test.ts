import { describe, expect, it } from 'vitest';
import { BOOKING_DESCRIPTIONS, bookingDescriptionKey, bookingKindOf } from './bookingDescription.ts';

describe('bookingDescriptionKey', () => {
  it('reads each description the booking request sends by its own catalogue key', () => {
    expect(BOOKING_DESCRIPTIONS).toEqual({ secondary: 'Secondary Screening Appointment', site: 'Site Scheduling Appointment' });
    expect(bookingDescriptionKey('Secondary Screening Appointment')).toBe('booking.descriptions.secondary');
    expect(bookingDescriptionKey('Site Scheduling Appointment')).toBe('booking.descriptions.site');
  });

  it('has no key for a description it did not write', () => {
    expect(bookingDescriptionKey('Dental Appointment')).toBeNull();
    expect(bookingDescriptionKey('')).toBeNull();
    expect(bookingDescriptionKey('secondary')).toBeNull();
  });

  it('names the kind of each description it wrote, and none of another', () => {
    expect(bookingKindOf('Secondary Screening Appointment')).toBe('secondary');
    expect(bookingKindOf('Site Scheduling Appointment')).toBe('site');
    expect(bookingKindOf('Dental Appointment')).toBeNull();
    expect(bookingKindOf('site')).toBeNull();
  });
});
