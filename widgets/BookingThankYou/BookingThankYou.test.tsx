// @vitest-environment happy-dom
/** The booking's thank-you names the appointment in the page's language; the booking keeps the scheduling system's English. */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { BookingThankYouWidget } from './BookingThankYou.tsx';
import type { FlowFormContext, KindWidgetProps } from '../types.ts';
import { catalogueTranslator, type Catalogue } from '../../src/engine/catalogueText.ts';
import { BOOKING_DESCRIPTIONS } from '../../src/core/scheduling/bookingDescription.ts';

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
