import { describe, expect, it } from 'vitest';
import { appointmentTitle, BOOKING_DESCRIPTIONS, bookingDescriptionKey, bookingDescriptionOf, bookingKindOf, calendarTitle } from './bookingDescription.ts';

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

describe('bookingDescriptionOf', () => {
  it("names each calendar's appointment, whatever the request said", () => {
    expect(bookingDescriptionOf('secondary_screening')).toBe('Secondary Screening Appointment');
    expect(bookingDescriptionOf('site')).toBe('Site Scheduling Appointment');
  });
});

describe('appointmentTitle', () => {
  const titles = { en: 'A study of a new medicine', es: 'Un estudio de un medicamento nuevo' };

  it("keeps the study's title in the language the page sent it in", () => {
    expect(appointmentTitle(titles, 'A study of a new medicine')).toBe('A study of a new medicine');
    expect(appointmentTitle(titles, 'Un estudio de un medicamento nuevo')).toBe('Un estudio de un medicamento nuevo');
  });

  it("stores the study's English title for any other text, never the text", () => {
    expect(appointmentTitle(titles, 'Call Jane at 212-555-2999\r\nATTENDEE:mailto:evil@example.com')).toBe('A study of a new medicine');
    expect(appointmentTitle(titles, '')).toBe('A study of a new medicine');
    expect(appointmentTitle({ es: 'Solo en español' }, 'x')).toBe('Solo en español');
    expect(appointmentTitle(null, 'x')).toBe('Study');
    expect(appointmentTitle({}, 'Study')).toBe('Study');
  });

  it('takes a long title as the page sends it, cut to 200 characters, and stores no more', () => {
    const long = { en: 'T'.repeat(250), es: 'E'.repeat(250) };
    expect(appointmentTitle(long, 'T'.repeat(200))).toBe('T'.repeat(200));
    expect(appointmentTitle(long, 'E'.repeat(200))).toBe('E'.repeat(200));
    expect(appointmentTitle(long, 'x')).toBe('T'.repeat(200));
  });
});

describe('calendarTitle', () => {
  it("starts a name kept for mid-sentence with a capital, in the page's language, and leaves the rest as it is", () => {
    expect(calendarTitle('cita de evaluación secundaria', 'es')).toBe('Cita de evaluación secundaria');
    expect(calendarTitle('élan vital', 'es')).toBe('Élan vital');
    expect(calendarTitle('Site Scheduling Appointment', 'en')).toBe('Site Scheduling Appointment');
    expect(calendarTitle('', 'es')).toBe('');
  });
});
