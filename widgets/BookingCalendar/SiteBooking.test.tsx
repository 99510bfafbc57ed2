// @vitest-environment happy-dom
/**
 * Booking the visit at the study site: the site calendar's free times from the page's availability, shown in the
 * visitor's own time zone (not the site's); a chosen time is the answer that is booked, 'Not interested' an answer too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import type { Slot } from '../../src/core/scheduling/slots.ts';
import { fieldControl } from '../../src/app/form/fieldWrapper.ts';
import { visitorIn } from '../../tests/support/widgets/visitorIn.ts';

afterEach(cleanup);

/** Intl may put a narrow no-break space before AM/PM: compare the words, not the kind of space. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const site = { id: 31, name: 'Houston research site', timezone: 'America/Chicago' } as const;
const slot = (start: string, end: string): Slot => ({ start, end, resources: [site] });
const availability: Slot[] = [
  slot('2030-01-09T14:00:00.000Z', '2030-01-09T15:00:00.000Z'),
  slot('2030-01-09T20:00:00.000Z', '2030-01-09T21:00:00.000Z'),
  slot('2030-01-10T14:00:00.000Z', '2030-01-10T15:00:00.000Z'),
];
const WEDNESDAY_3PM = '31:2030-01-09T20:00:00.000Z';

const button = (name: string) => screen.getByRole('button', { name });
const dayCards = (list = 'Days') => within(screen.getByRole('list', { name: list })).getAllByRole('button').map((b) => b.textContent);
const times = () => screen.getByRole('table').querySelectorAll('button');

describe('SiteBooking', () => {
  it("shows the site's days and, for a day, its times in the visitor's time zone", async () => {
    visitorIn('America/New_York');
    const { user } = await renderKind('SiteBooking', { context: { availability } });
    expect(screen.getByRole('group', { name: 'Available times' })).toBeTruthy();
    expect(dayCards()).toEqual(['Wed Jan 9', 'Thu Jan 10']);
    await user.click(button('Wed Jan 9'));
    expect(screen.getByRole('table', { name: 'Available times on Wednesday, January 9, 2030' })).toBeTruthy();
    expect([...times()].map((b) => spaced(b.textContent))).toEqual(['9:00 AM – 10:00 AM', '3:00 PM – 4:00 PM']);
    expect(button('Book Appointment').getAttribute('aria-disabled')).toBe('true');
    // The zone the times are in is named, as its clocks stand on the day (January: standard time).
    expect(screen.getByText('Times are in your time zone: Eastern Standard Time.')).toBeTruthy();
  });

  it('is in Spanish on a Spanish page', async () => {
    visitorIn('America/New_York');
    const { user } = await renderKind('SiteBooking', { locale: 'es', context: { availability } });
    expect(screen.getByRole('group', { name: 'Horarios disponibles' })).toBeTruthy();
    expect(dayCards('Días')).toEqual(['mié 9 ene', 'jue 10 ene']);
    await user.click(button('mié 9 ene'));
    expect([...times()].map((b) => spaced(b.textContent))).toEqual(['9:00 a.m. – 10:00 a.m.', '3:00 p.m. – 4:00 p.m.']);
    expect(screen.getByText('Los horarios están en su zona horaria: hora estándar oriental.')).toBeTruthy();
    expect(button('Reservar cita')).toBeTruthy();
    expect(button('No me interesa')).toBeTruthy();
  });

  it('with no free time at the site, says so in Spanish too, with the ways on', async () => {
    await renderKind('SiteBooking', { locale: 'es', context: { availability: [] } });
    expect(screen.queryByText(/zona horaria/)).toBeNull();
    expect(screen.getByTestId('no-slots').textContent).toBe('Lo sentimos mucho, pero no hay horarios disponibles en los próximos 7 días.');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Ningún horario me sirve', 'No me interesa']);
  });

  it('is booked with the keyboard alone: the answer is the site slot, and Book submits the step', async () => {
    visitorIn('America/New_York');
    const { user, answer, wrapper } = await renderKind('SiteBooking', { context: { availability } });
    const submitted = vi.fn((event: Event) => event.preventDefault());
    wrapper.closest('form')?.addEventListener('submit', submitted);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button('Wed Jan 9'));
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(spaced(document.activeElement?.textContent)).toBe('3:00 PM – 4:00 PM');
    await user.keyboard('{Enter}');
    expect(answer()).toEqual({ slotId: WEDNESDAY_3PM });
    await user.tab();
    expect(document.activeElement).toBe(button('Book Appointment'));
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("takes 'Not interested' from the keyboard as the answer", async () => {
    visitorIn('America/New_York');
    const { user, answer } = await renderKind('SiteBooking', { context: { availability } });
    button('Not interested').focus();
    await user.keyboard('{Enter}');
    expect(answer()).toEqual({ skip: 'notInterested' });
  });

  it('shows the site time held when the visitor comes back', async () => {
    visitorIn('America/New_York');
    await renderKind('SiteBooking', { value: { slotId: WEDNESDAY_3PM }, context: { availability } });
    expect(button('Wed Jan 9').getAttribute('aria-pressed')).toBe('true');
    expect([...times()].map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(button('Book Appointment').hasAttribute('aria-disabled')).toBe(false);
  });

  it('in error: the group of times is marked invalid and described by its message; out of error: neither', async () => {
    visitorIn('America/New_York');
    const { message, wrapper } = await renderKind('SiteBooking', { error: 'Please select a time', context: { availability } });
    const group = screen.getByRole('group', { name: 'Available times' });
    expect(message()).toBe('Please select a time');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group)).toEqual(['Please select a time']);
    // The error summary's link focuses the first control of the group in error.
    expect(group.contains(fieldControl(wrapper))).toBe(true);
    cleanup();
    const calm = await renderKind('SiteBooking', { context: { availability } });
    const group2 = screen.getByRole('group', { name: 'Available times' });
    expect(calm.message()).toBe('');
    expect(group2.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(group2)).toEqual([]);
  });
});
