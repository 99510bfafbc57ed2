// @vitest-environment happy-dom
/** The booking's thank-you names the appointment in the page's language; the booking keeps the scheduling system's English. */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { BookingThankYouWidget } from './BookingThankYou.tsx';
import type { FlowFormContext, KindWidgetProps } from '../types.ts';
import { catalogueTranslator, type Catalogue } from '../../src/engine/catalogueText.ts';
import { BOOKING_DESCRIPTIONS } from '../../src/core/scheduling/bookingDescription.ts';
import { renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { followedLinks } from '../../tests/support/widgets/followedLinks.ts';
import { visitorIn } from '../../tests/support/widgets/visitorIn.ts';

afterEach(cleanup);

const catalogue = (locale: string) => JSON.parse(readFileSync(`locales/${locale}/translation.json`, 'utf8')) as Catalogue;
const brand = JSON.parse(readFileSync('campaigns/brands/trial-search.json', 'utf8')) as FlowFormContext['brand'];

function renderThankYou(locale: 'en' | 'es', description: string) {
  cleanup();
  const context = {
    t: catalogueTranslator(catalogue(locale), catalogue('en'), {}, locale), locale, brand, candidate: { firstName: 'Ana', country: 'US' },
    booking: { id: 'b1', bookingDay: { date: '2030-01-07', id: 'd' }, bookingTime: { start: '2030-01-07T15:00:00Z', end: '2030-01-07T15:30:00Z', slot: 's' }, description, where: 'Virtual' },
  } as unknown as FlowFormContext;
  render(<BookingThankYouWidget {...({ id: 'root_thanks', registry: { formContext: context } } as unknown as KindWidgetProps)} />);
  return screen.getByTestId('booking-message').textContent ?? '';
}

describe('without a booking', () => {
  it("says the information was received, as the screener's thank-you does, in the page's language", () => {
    const received = (locale: 'en' | 'es') => (catalogue(locale) as unknown as { screener: { thanks: { received: string } } }).screener.thanks.received;
    expect(received('en')).toBe('We have received your information. A member of our team will be in touch.');
    expect(received('es')).not.toBe(received('en'));
    for (const locale of ['en', 'es'] as const) {
      cleanup();
      const context = { t: catalogueTranslator(catalogue(locale), catalogue('en'), {}, locale), locale, brand, candidate: { firstName: 'Ana', country: 'US' }, booking: null } as unknown as FlowFormContext;
      render(<BookingThankYouWidget {...({ id: 'root_thanks', registry: { formContext: context } } as unknown as KindWidgetProps)} />);
      expect(screen.getByText(received(locale))).toBeTruthy();
      expect(screen.queryByTestId('booking-message')).toBeNull();
    }
  });
});

describe('the booked appointment named in the page\'s language', () => {
  it('in English, as the booking request names it', () => {
    expect(renderThankYou('en', BOOKING_DESCRIPTIONS.secondary)).toMatch(/^Your Secondary Screening Appointment is booked for /);
    expect(renderThankYou('en', BOOKING_DESCRIPTIONS.site)).toMatch(/^Your Site Scheduling Appointment is booked for /);
  });

  it('in Spanish, never the English name', () => {
    expect(renderThankYou('es', BOOKING_DESCRIPTIONS.secondary)).toMatch(/^Su cita de evaluación secundaria está reservada para el /);
    expect(renderThankYou('es', BOOKING_DESCRIPTIONS.site)).toMatch(/^Su cita en el centro del estudio está reservada para el /);
  });

  it('a description it did not write is shown as stored', () => {
    expect(renderThankYou('es', 'Dental Appointment')).toMatch(/^Su Dental Appointment está reservada/);
  });
});

/** Intl may put a narrow no-break space before AM/PM: compare the words, not the kind of space. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const ana = { firstName: 'Ana', country: 'US' } as FlowFormContext['candidate'];
const booked: NonNullable<FlowFormContext['booking']> = {
  id: 'bk-1', bookingDay: { date: '2030-01-08', id: 'day-2030-01-08' },
  bookingTime: { start: '2030-01-08T15:00:00.000Z', end: '2030-01-08T15:30:00.000Z', slot: '7:2030-01-08T15:00:00.000Z' },
  description: BOOKING_DESCRIPTIONS.secondary, where: 'Virtual',
};

describe('BookingThankYou on the page (no English fallback)', () => {
  it("thanks the visitor, names the appointment in the visitor's time and its zone, and the number that will call", async () => {
    visitorIn('America/Chicago');
    await renderKind('BookingThankYou', { context: { candidate: ana, booking: booked } });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Ana!' })).toBeTruthy();
    expect(spaced(screen.getByTestId('booking-message').textContent)).toBe('Your Secondary Screening Appointment is booked for Jan 8, 9:00 AM – 9:30 AM (Central Standard Time). Location: Virtual.');
    expect(screen.getByText('We will call you from 1-877-555-0195.')).toBeTruthy();
  });

  it("names the day in the visitor's time zone, where it differs from the day in UTC", async () => {
    // 01:00 on Jan 9 in Tokyo is 16:00 on Jan 8 in UTC; 19:00 on Jan 7 in Los Angeles is 03:00 on Jan 8 in UTC.
    const at = (start: string, end: string) => ({ ...booked, bookingTime: { ...booked.bookingTime, start, end } });
    visitorIn('Asia/Tokyo');
    await renderKind('BookingThankYou', { context: { candidate: ana, booking: at('2030-01-08T16:00:00.000Z', '2030-01-08T16:30:00.000Z') } });
    expect(spaced(screen.getByTestId('booking-message').textContent)).toBe('Your Secondary Screening Appointment is booked for Jan 9, 1:00 AM – 1:30 AM (Japan Standard Time). Location: Virtual.');
    cleanup();
    visitorIn('America/Los_Angeles');
    await renderKind('BookingThankYou', { locale: 'es', context: { candidate: ana, booking: at('2030-01-08T03:00:00.000Z', '2030-01-08T03:30:00.000Z') } });
    expect(spaced(screen.getByTestId('booking-message').textContent)).toBe('Su cita de evaluación secundaria está reservada para el 7 ene, 7:00 p.m. – 7:30 p.m., hora estándar del Pacífico (lugar: Virtual).');
  });

  it('thanks a visitor whose name the page does not have (the page opened in a new tab) without an empty name', async () => {
    const nameless = { firstName: null, country: 'US' } as unknown as FlowFormContext['candidate'];
    await renderKind('BookingThankYou', { context: { candidate: nameless, booking: booked } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you!');
    cleanup();
    await renderKind('BookingThankYou', { locale: 'es', context: { candidate: nameless, booking: null } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Gracias!');
  });

  it('offers the appointment to Apple Calendar (a file) and Google Calendar (a new tab)', async () => {
    await renderKind('BookingThankYou', { context: { candidate: ana, booking: booked } });
    const apple = screen.getByRole('link', { name: 'Add to Apple Calendar' });
    expect([apple.getAttribute('href'), apple.getAttribute('download')]).toEqual(['/api/bookings/bk-1/ics?locale=en', 'appointment.ics']);
    const google = screen.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' });
    expect([google.getAttribute('target'), google.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    const url = new URL(google.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE', text: 'Secondary Screening Appointment', dates: '20300108T150000Z/20300108T153000Z', details: 'Secondary Screening Appointment', location: 'Virtual',
    });
  });

  it('is in Spanish on a Spanish page, the calendar entry too', async () => {
    visitorIn('America/Chicago');
    await renderKind('BookingThankYou', { locale: 'es', context: { candidate: ana, booking: { ...booked, description: BOOKING_DESCRIPTIONS.site } } });
    // Spanish writes 'a.m.' with its own period: the sentence must not add a second one after the time.
    expect(screen.getByRole('heading', { level: 1, name: '¡Gracias, Ana!' })).toBeTruthy();
    expect(spaced(screen.getByTestId('booking-message').textContent)).toBe('Su cita en el centro del estudio está reservada para el 8 ene, 9:00 a.m. – 9:30 a.m., hora estándar central (lugar: Virtual).');
    expect(screen.getByText('Le llamaremos desde el 1-877-555-0195.')).toBeTruthy();
    // The calendar file names the appointment in the page's language too (GET /api/bookings/:id/ics?locale=es).
    expect(screen.getByRole('link', { name: 'Agregar a Apple Calendar' }).getAttribute('href')).toBe('/api/bookings/bk-1/ics?locale=es');
    const google = screen.getByRole('link', { name: 'Agregar a Google Calendar (se abre en una pestaña nueva)' });
    // A calendar lists the entry on its own: its title starts with a capital; the details keep the sentence's words.
    const entry = new URL(google.getAttribute('href') ?? '').searchParams;
    expect([entry.get('text'), entry.get('details')]).toEqual(['Cita en el centro del estudio', 'cita en el centro del estudio']);
  });

  it('without a stored booking: the thanks alone', async () => {
    await renderKind('BookingThankYou', { context: { candidate: ana, booking: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Ana!' })).toBeTruthy();
    expect(screen.queryByTestId('booking-message')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('adds the appointment to a calendar with the keyboard alone', async () => {
    const followed = followedLinks();
    const { user } = await renderKind('BookingThankYou', { context: { candidate: ana, booking: booked } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Add to Apple Calendar' }));
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' }));
    await user.keyboard('{Enter}');
    expect(followed).toEqual(['/api/bookings/bk-1/ics?locale=en', screen.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' }).getAttribute('href')]);
  });
});
