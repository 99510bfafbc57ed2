// @vitest-environment happy-dom
/** The screener's thank-you: by first name, what happens next, and the health questions for an English visitor answering for themselves. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderKind, testContext } from '../../tests/support/widgets/renderKind.tsx';
import type { FlowFormContext } from '../types.ts';
import { BOOKING_DESCRIPTIONS } from '../../src/core/scheduling/bookingDescription.ts';
import { visitorIn } from '../../tests/support/widgets/visitorIn.ts';

afterEach(cleanup);

const STEP = '/signup/ws10/thanks';
const HEALTH = '/signup/ws10/health-questions?studyId=1005';
const decisions = { ...testContext().decisions, links: { ...testContext().decisions.links, healthQuestions: HEALTH } };
const candidate = { firstName: 'Ana', country: 'US' } as FlowFormContext['candidate'];

describe('ScreenerThankYou', () => {
  it('thanks the visitor by first name and offers the health questions', async () => {
    await renderKind('ScreenerThankYou', { at: STEP, context: { decisions, candidate } });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Ana!' })).toBeTruthy();
    expect(screen.getByText('We have received your information. A member of our team will be in touch.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answer health questions' }).getAttribute('href')).toBe(HEALTH);
  });

  it('gives the appointment booked for the study, with its calendar links, in place of the received message (spec §2)', async () => {
    visitorIn('America/Chicago');
    const booking: NonNullable<FlowFormContext['booking']> = {
      id: 'bk-9', bookingDay: { date: '2030-01-08', id: '2030-01-08' },
      bookingTime: { start: '2030-01-08T15:00:00.000Z', end: '2030-01-08T15:30:00.000Z', slot: '7:2030-01-08T15:00:00.000Z' },
      description: BOOKING_DESCRIPTIONS.secondary, where: 'Virtual',
    };
    await renderKind('ScreenerThankYou', { at: STEP, context: { decisions, candidate, booking } });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Ana!' })).toBeTruthy();
    expect(screen.getByTestId('booking-message').textContent?.replace(/\s/g, ' ')).toBe('Your Secondary Screening Appointment is booked for Jan 8, 9:00 AM – 9:30 AM (Central Standard Time). Location: Virtual.');
    expect(screen.queryByText('We have received your information. A member of our team will be in touch.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add to Apple Calendar' }).getAttribute('href')).toBe('/api/bookings/bk-9/ics?locale=en');
    expect(screen.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answer health questions' }).getAttribute('href')).toBe(HEALTH);
  });

  it('is in Spanish on a Spanish page, without the questions, which are asked in English only', async () => {
    await renderKind('ScreenerThankYou', { locale: 'es', context: { decisions, candidate } });
    expect(screen.getByRole('heading', { level: 1, name: '¡Gracias, Ana!' })).toBeTruthy();
    expect(screen.getByText('Hemos recibido su información. Un miembro de nuestro equipo se pondrá en contacto con usted.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('thanks a visitor whose name the page does not have (the page opened in a new tab) without an empty name, in either language', async () => {
    const nameless = { firstName: null, country: 'US' } as unknown as FlowFormContext['candidate'];
    await renderKind('ScreenerThankYou', { at: STEP, context: { decisions, candidate: nameless } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you!');
    cleanup();
    await renderKind('ScreenerThankYou', { locale: 'es', context: { decisions, candidate: { ...nameless, firstName: '' } as FlowFormContext['candidate'] } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Gracias!');
  });

  it('offers no health questions to a caregiver, nor on a campaign without them', async () => {
    await renderKind('ScreenerThankYou', { context: { decisions, candidate, caregiver: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Ana!' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    await renderKind('ScreenerThankYou', { context: { candidate } });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leads to the health questions with the keyboard alone', async () => {
    const { user, location: where } = await renderKind('ScreenerThankYou', { at: STEP, context: { decisions, candidate } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Answer health questions' }));
    await user.keyboard('{Enter}');
    expect(where()).toBe(HEALTH);
  });
});
