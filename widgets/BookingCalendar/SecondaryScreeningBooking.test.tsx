// @vitest-environment happy-dom
/**
 * Booking the secondary-screening call: the coordinator's free times from the page's availability, by day (four days
 * a page on a desktop), in the visitor's time zone; a chosen time is the answer that is booked, and the two ways on
 * without a time are answers too.
 */
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import type { Slot } from '../../src/core/scheduling/slots.ts';
import { visitorIn } from '../../tests/support/widgets/visitorIn.ts';

afterEach(cleanup);

/** Intl may put a narrow no-break space before AM/PM: compare the words, not the kind of space. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const coordinator = { id: 7, name: 'Study coordinator', timezone: 'America/Chicago' } as const;
const slot = (start: string, end: string): Slot => ({ start, end, resources: [coordinator] });
/** Five weekdays of free times, as the availability request returns them (sorted by start). */
const availability: Slot[] = [
  slot('2030-01-07T15:00:00.000Z', '2030-01-07T15:30:00.000Z'),
  slot('2030-01-08T15:00:00.000Z', '2030-01-08T15:30:00.000Z'),
  slot('2030-01-08T15:30:00.000Z', '2030-01-08T16:00:00.000Z'),
  slot('2030-01-09T15:00:00.000Z', '2030-01-09T15:30:00.000Z'),
  slot('2030-01-10T15:00:00.000Z', '2030-01-10T15:30:00.000Z'),
  slot('2030-01-11T21:00:00.000Z', '2030-01-11T21:30:00.000Z'),
];
const TUESDAY_9 = '7:2030-01-08T15:00:00.000Z';
const TUESDAY_930 = '7:2030-01-08T15:30:00.000Z';
const FRIDAY_3PM = '7:2030-01-11T21:00:00.000Z';

const button = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => button(name).getAttribute('aria-pressed');
const dayCards = () => within(screen.getByRole('list', { name: 'Days' })).getAllByRole('button').map((b) => b.textContent);
const times = () => screen.queryAllByRole('button', { name: /AM|PM/ }).map((b) => spaced(b.textContent));
const note = () => document.getElementById('root_booking-book-note')?.textContent;

describe('SecondaryScreeningBooking', () => {
  it('shows the first four days in a named group, with Book unavailable until a time is chosen', async () => {
    visitorIn('America/Chicago');
    await renderKind('SecondaryScreeningBooking', { context: { availability } });
    expect(screen.getByRole('group', { name: 'Available times' })).toBeTruthy();
    expect(dayCards()).toEqual(['Mon Jan 7', 'Tue Jan 8', 'Wed Jan 9', 'Thu Jan 10']);
    expect(button('Previous days').getAttribute('aria-disabled')).toBe('true');
    expect(button('Next days').hasAttribute('aria-disabled')).toBe(false);
    expect(times()).toEqual([]);
    expect(button('Book Appointment').getAttribute('aria-disabled')).toBe('true');
    expect(note()).toBe('Choose a day and a time to book.');
    expect(describedBy(button('Book Appointment'))).toEqual(['Choose a day and a time to book.']);
    expect(button('No suitable time')).toBeTruthy();
    expect(button('Not interested')).toBeTruthy();
  });

  it("describes each time by its day in full and the visitor's zone, in the page's language; the phone's dialog by the time it confirms", async () => {
    visitorIn('America/Chicago');
    await renderKind('SecondaryScreeningBooking', { value: { slotId: TUESDAY_9 }, context: { availability } });
    const time = screen.getByRole('button', { name: /9:00/, pressed: true });
    expect(describedBy(time)).toEqual(['Tuesday, January 8, 2030, Central Standard Time']);
    cleanup();
    await renderKind('SecondaryScreeningBooking', { locale: 'es', value: { slotId: TUESDAY_9 }, context: { availability } });
    expect(describedBy(screen.getByRole('button', { name: /9:00/, pressed: true }))[0]).toMatch(/^martes, 8 de enero de 2030, /);
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    // The phone's dialog confirms the day in full, the time and its zone: nothing of what is booked is left to the page behind it.
    expect(describedBy(dialog)).toEqual(['martes, 8 de enero de 2030, 9:00 a.m. – 9:30 a.m. (hora estándar central)']);
    cleanup();
    await renderKind('SecondaryScreeningBooking', { value: { slotId: TUESDAY_9 }, context: { availability } });
    expect(describedBy(document.querySelector('dialog') as HTMLDialogElement)).toEqual(['Tuesday, January 8, 2030, 9:00 AM – 9:30 AM (Central Standard Time)']);
  });

  it('is in Spanish on a Spanish page', async () => {
    visitorIn('America/Chicago');
    const { user } = await renderKind('SecondaryScreeningBooking', { locale: 'es', context: { availability } });
    expect(screen.getByRole('group', { name: 'Horarios disponibles' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Días' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['lun 7 ene', 'mar 8 ene', 'mié 9 ene', 'jue 10 ene']);
    expect(button('Días anteriores')).toBeTruthy();
    expect(button('Días siguientes')).toBeTruthy();
    expect(button('Reservar cita').getAttribute('aria-disabled')).toBe('true');
    expect(note()).toBe('Elija un día y un horario para reservar.');
    expect(button('Ningún horario me sirve')).toBeTruthy();
    expect(button('No me interesa')).toBeTruthy();
    // Each day is named as it shows and described in full ('mar' is martes or marzo).
    expect(describedBy(button('mar 8 ene'))).toEqual(['martes, 8 de enero de 2030']);
    await user.click(button('mar 8 ene'));
    expect(screen.getByRole('table', { name: 'Horarios disponibles el martes, 8 de enero de 2030' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /a\.\s?m\./ }).map((b) => spaced(b.textContent))).toEqual(['9:00 a.m. – 9:30 a.m.', '9:30 a.m. – 10:00 a.m.']);
    await user.click(button('Días siguientes'));
    expect(screen.getAllByRole('status').map((s) => s.textContent).filter(Boolean)).toEqual(['Día mostrado: viernes, 11 de enero de 2030']);
    await user.click(button('Días anteriores'));
    expect(screen.getAllByRole('status').map((s) => s.textContent).filter(Boolean)).toEqual(['Días mostrados: del lunes, 7 de enero de 2030 al jueves, 10 de enero de 2030']);
  });

  it('says it is loading until the availability is in, in either language', async () => {
    await renderKind('SecondaryScreeningBooking', { context: { availability: null } });
    expect(screen.getByRole('status').textContent).toBe('Loading available times…');
    cleanup();
    await renderKind('SecondaryScreeningBooking', { locale: 'es', context: { availability: null } });
    expect(screen.getByRole('status').textContent).toBe('Cargando horarios disponibles…');
  });

  it('is booked with the keyboard alone: a day, a time (the answer), then Book submits the step', async () => {
    visitorIn('America/Chicago');
    const { user, answer, wrapper } = await renderKind('SecondaryScreeningBooking', { context: { availability } });
    const submitted = vi.fn((event: Event) => event.preventDefault());
    wrapper.closest('form')?.addEventListener('submit', submitted);
    await user.tab();
    expect(document.activeElement).toBe(button('Previous days'));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button('Tue Jan 8'));
    await user.keyboard('{Enter}');
    expect(pressed('Tue Jan 8')).toBe('true');
    expect(screen.getByRole('table', { name: 'Available times on Tuesday, January 8, 2030' })).toBeTruthy();
    expect(times()).toEqual(['9:00 AM – 9:30 AM', '9:30 AM – 10:00 AM']);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(spaced(document.activeElement?.textContent)).toBe('9:00 AM – 9:30 AM');
    await user.keyboard(' ');
    expect(answer()).toEqual({ slotId: TUESDAY_9 });
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true');
    expect(button('Book Appointment').hasAttribute('aria-disabled')).toBe(false);
    expect(note()).toBe('');
    await user.tab();
    expect(spaced(document.activeElement?.textContent)).toBe('9:30 AM – 10:00 AM');
    await user.keyboard('{Enter}');
    expect(answer()).toEqual({ slotId: TUESDAY_930 });
    await user.tab();
    expect(document.activeElement).toBe(button('Book Appointment'));
    expect(submitted).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('on a phone, Book asks in a dialog, whose Book submits the step before the dialog closes', async () => {
    visitorIn('America/Chicago');
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    onTestFinished(() => width.mockRestore());
    const { user, answer, wrapper } = await renderKind('SecondaryScreeningBooking', { context: { availability } });
    const order: string[] = [];
    wrapper.closest('form')?.addEventListener('submit', (event: Event) => { event.preventDefault(); order.push('submitted'); });
    const dialog = wrapper.querySelector('dialog') as HTMLDialogElement;
    dialog.addEventListener('close', () => order.push('closed'));
    const close = dialog.close.bind(dialog);
    vi.spyOn(dialog, 'close').mockImplementation(() => { order.push('close asked'); close(); });
    await user.click(button('Tue Jan 8'));
    await user.click(screen.getAllByRole('button', { name: /AM/ })[0] as HTMLElement);
    expect(answer()).toEqual({ slotId: TUESDAY_9 });
    await user.click(button('Book Appointment'));
    expect(dialog.open).toBe(true);
    expect(order).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment', hidden: true }));
    expect(order.slice(0, 2)).toEqual(['submitted', 'close asked']);
    expect(dialog.open).toBe(false);
  });

  it('gives the time back when it is pressed again, and Book does nothing without a time', async () => {
    visitorIn('America/Chicago');
    const { user, answer, wrapper } = await renderKind('SecondaryScreeningBooking', { context: { availability } });
    const submitted = vi.fn((event: Event) => event.preventDefault());
    wrapper.closest('form')?.addEventListener('submit', submitted);
    await user.click(button('Tue Jan 8'));
    const nine = screen.getAllByRole('button', { name: /AM/ })[0] as HTMLElement;
    await user.click(nine);
    expect(answer()).toEqual({ slotId: TUESDAY_9 });
    nine.focus();
    await user.keyboard(' ');
    expect(answer()).toBeUndefined();
    button('Book Appointment').focus();
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('pages to later days with the keyboard, and back', async () => {
    visitorIn('America/Chicago');
    const { user } = await renderKind('SecondaryScreeningBooking', { context: { availability } });
    // Focus stays on the paging button, so the days a page turn shows are said in a live region, and only then.
    const shownDays = () => screen.getAllByRole('status').map((s) => s.textContent).filter(Boolean);
    expect(shownDays()).toEqual([]);
    button('Next days').focus();
    await user.keyboard('{Enter}');
    expect(dayCards()).toEqual(['Fri Jan 11']);
    expect(shownDays()).toEqual(['Day shown: Friday, January 11, 2030']);
    expect(button('Next days').getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(dayCards()).toEqual(['Fri Jan 11']);
    button('Previous days').focus();
    await user.keyboard(' ');
    expect(dayCards()).toEqual(['Mon Jan 7', 'Tue Jan 8', 'Wed Jan 9', 'Thu Jan 10']);
    expect(shownDays()).toEqual(['Days shown: Monday, January 7, 2030 to Thursday, January 10, 2030']);
  });

  it("says how many times a day's card brought, in the page's language, as the card keeps focus", async () => {
    visitorIn('America/Chicago');
    const { user } = await renderKind('SecondaryScreeningBooking', { context: { availability } });
    const said = () => screen.getAllByRole('status').map((s) => s.textContent).filter(Boolean);
    button('Tue Jan 8').focus();
    await user.keyboard('{Enter}');
    expect(button('Tue Jan 8')).toBe(document.activeElement);
    expect(said()).toEqual(['2 times available on Tuesday, January 8, 2030']);
    await user.click(button('Mon Jan 7'));
    expect(said()).toEqual(['1 time available on Monday, January 7, 2030']);
    // A page turn says its days instead.
    await user.click(button('Next days'));
    expect(said()).toEqual(['Day shown: Friday, January 11, 2030']);
    cleanup();
    const spanish = await renderKind('SecondaryScreeningBooking', { context: { availability }, locale: 'es' });
    await spanish.user.click(screen.getByRole('button', { name: /8 ene/ }));
    expect(said()).toEqual(['2 horarios disponibles el martes, 8 de enero de 2030']);
  });

  it('shows no times, and books nothing, while the chosen day is paged out of sight; paging back brings the choice back', async () => {
    visitorIn('America/Chicago');
    const { user, answer, wrapper } = await renderKind('SecondaryScreeningBooking', { context: { availability } });
    const submitted = vi.fn((event: Event) => event.preventDefault());
    wrapper.closest('form')?.addEventListener('submit', submitted);
    await user.click(button('Thu Jan 10'));
    await user.click(button('9:00 AM – 9:30 AM'));
    expect(answer()).toEqual({ slotId: '7:2030-01-10T15:00:00.000Z' });
    await user.click(button('Next days'));
    expect(dayCards()).toEqual(['Fri Jan 11']);
    expect(pressed('Fri Jan 11')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    expect(times()).toEqual([]);
    expect(button('Book Appointment').getAttribute('aria-disabled')).toBe('true');
    expect(note()).toBe('Choose a day and a time to book.');
    button('Book Appointment').focus();
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    await user.click(button('Previous days'));
    expect(pressed('Thu Jan 10')).toBe('true');
    expect(pressed('9:00 AM – 9:30 AM')).toBe('true');
    expect(button('Book Appointment').hasAttribute('aria-disabled')).toBe(false);
    expect(answer()).toEqual({ slotId: '7:2030-01-10T15:00:00.000Z' });
    // A day picked without a time is paged away and back the same way.
    await user.click(button('Mon Jan 7'));
    await user.click(button('Next days'));
    expect(times()).toEqual([]);
    await user.click(button('Previous days'));
    expect(pressed('Mon Jan 7')).toBe('true');
    expect(times()).toEqual(['9:00 AM – 9:30 AM']);
  });

  it('takes No suitable time and Not interested from the keyboard as answers without a time', async () => {
    visitorIn('America/Chicago');
    const { user, answer } = await renderKind('SecondaryScreeningBooking', { context: { availability } });
    button('No suitable time').focus();
    await user.keyboard('{Enter}');
    expect(answer()).toEqual({ skip: 'noTime' });
    await user.tab();
    expect(document.activeElement).toBe(button('Not interested'));
    await user.keyboard(' ');
    expect(answer()).toEqual({ skip: 'notInterested' });
  });

  it('shows the time held when the visitor comes back, on its day and page', async () => {
    visitorIn('America/Chicago');
    const { answer } = await renderKind('SecondaryScreeningBooking', { value: { slotId: TUESDAY_930 }, context: { availability } });
    expect(pressed('Tue Jan 8')).toBe('true');
    expect(times()).toEqual(['9:00 AM – 9:30 AM', '9:30 AM – 10:00 AM']);
    expect(screen.getAllByRole('button', { name: /AM/ }).map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(button('Book Appointment').hasAttribute('aria-disabled')).toBe(false);
    expect(answer()).toEqual({ slotId: TUESDAY_930 });
    cleanup();
    await renderKind('SecondaryScreeningBooking', { value: { slotId: FRIDAY_3PM }, context: { availability } });
    expect(dayCards()).toEqual(['Fri Jan 11']);
    expect(pressed('Fri Jan 11')).toBe('true');
    expect(times()).toEqual(['3:00 PM – 3:30 PM']);
  });

  it('lists a time two coordinators are free at once as one button, which books the first of them', async () => {
    visitorIn('America/Chicago');
    const other = { id: 9, name: 'Another coordinator', timezone: 'America/New_York' } as const;
    const both: Slot[] = [...availability.slice(0, 2), { ...availability[1] as Slot, resources: [other] }, ...availability.slice(2)];
    const { user, answer } = await renderKind('SecondaryScreeningBooking', { context: { availability: both } });
    await user.click(button('Tue Jan 8'));
    expect(times()).toEqual(['9:00 AM – 9:30 AM', '9:30 AM – 10:00 AM']);
    await user.click(button('9:00 AM – 9:30 AM'));
    expect(answer()).toEqual({ slotId: TUESDAY_9 });
  });

  it('takes a time held from before that is no longer offered as no choice: nothing pressed, Book waits for a time', async () => {
    visitorIn('America/Chicago');
    const { user, answer, wrapper } = await renderKind('SecondaryScreeningBooking', { value: { slotId: '7:2030-01-08T16:00:00.000Z' }, context: { availability } });
    const submitted = vi.fn((event: Event) => event.preventDefault());
    wrapper.closest('form')?.addEventListener('submit', submitted);
    expect(dayCards().map((day) => pressed(day ?? ''))).toEqual(['false', 'false', 'false', 'false']);
    expect(button('Book Appointment').getAttribute('aria-disabled')).toBe('true');
    expect(note()).toBe('Choose a day and a time to book.');
    button('Book Appointment').focus();
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    await user.click(button('Tue Jan 8'));
    expect(screen.getAllByRole('button', { name: /AM/ }).map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
    await user.click(button('9:30 AM – 10:00 AM'));
    expect(answer()).toEqual({ slotId: TUESDAY_930 });
    expect(button('Book Appointment').hasAttribute('aria-disabled')).toBe(false);
  });

  it('after a failed booking: an alert the visitor can dismiss by keyboard, and a note by Book until another pick', async () => {
    visitorIn('America/Chicago');
    const { user } = await renderKind('SecondaryScreeningBooking', { value: { slotId: TUESDAY_9 }, context: { availability, bookingFailed: 'refused' } });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('We are sorry, an error occurred during booking creation. Please try again later or try to select a different booking day')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    expect(note()).toBe('That time could not be booked. Pick another time.');
    await user.tab();
    expect(document.activeElement).toBe(button('Dismiss'));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    // Focus goes to Book, by the note that says what to do, not to the page's body.
    expect(document.activeElement).toBe(button('Book Appointment'));
    await user.click(button('9:30 AM – 10:00 AM'));
    expect(note()).toBe('');
  });

  it("an alert that clears itself after 5 s with focus on its × hands focus to Book; with focus elsewhere, leaves it there", async () => {
    visitorIn('America/Chicago');
    vi.useFakeTimers();
    onTestFinished(() => { vi.useRealTimers(); });
    await renderKind('SecondaryScreeningBooking', { value: { slotId: TUESDAY_9 }, context: { availability, bookingFailed: 'refused' } });
    button('Dismiss').focus();
    await act(() => { vi.advanceTimersByTime(4999); });
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(() => { vi.advanceTimersByTime(1); });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(button('Book Appointment'));
    cleanup();
    await renderKind('SecondaryScreeningBooking', { value: { slotId: TUESDAY_9 }, context: { availability, bookingFailed: 'refused' } });
    button('9:30 AM – 10:00 AM').focus();
    await act(() => { vi.advanceTimersByTime(5000); });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(button('9:30 AM – 10:00 AM'));
  });

  it("after the device's booking limit: the note says to try later, not to pick another time, in either language", async () => {
    visitorIn('America/Chicago');
    await renderKind('SecondaryScreeningBooking', { value: { slotId: TUESDAY_9 }, context: { availability, bookingFailed: 'limit' } });
    expect(screen.getByRole('alert').textContent).toContain('We are sorry, an error occurred during booking creation.');
    expect(note()).toBe('This device or network has booked the most appointments allowed for now. Please try again later.');
    cleanup();
    await renderKind('SecondaryScreeningBooking', { locale: 'es', value: { slotId: TUESDAY_9 }, context: { availability, bookingFailed: 'limit' } });
    expect(note()).toBe('Este dispositivo o esta red ya reservó el máximo de citas permitido por ahora. Vuelva a intentarlo más tarde.');
  });

  it('after the booking service could not be reached: the note says to try again, the time still chosen, in either language', async () => {
    visitorIn('America/Chicago');
    await renderKind('SecondaryScreeningBooking', { value: { slotId: TUESDAY_9 }, context: { availability, bookingFailed: 'unreachable' } });
    expect(note()).toBe('We could not reach the booking service. Your time is still chosen: please try again.');
    expect(screen.getByRole('button', { name: /9:00/, pressed: true })).toBeTruthy();
    cleanup();
    await renderKind('SecondaryScreeningBooking', { locale: 'es', value: { slotId: TUESDAY_9 }, context: { availability, bookingFailed: 'unreachable' } });
    expect(note()).toBe('No pudimos comunicarnos con el servicio de reservas. Su horario sigue elegido: inténtelo de nuevo.');
  });

  it('while the booking is on its way: Book says so, stays focusable and takes no second press, and the times wait', async () => {
    visitorIn('America/Chicago');
    const stepBusy = { getState: () => ({ busy: true }), subscribe: () => () => undefined };
    const { user, answer } = await renderKind('SecondaryScreeningBooking', { value: { slotId: TUESDAY_9 }, context: { availability, stepBusy } });
    const book = screen.getByRole('button', { name: 'Booking…' });
    expect(book.getAttribute('aria-busy')).toBe('true');
    expect(book.getAttribute('aria-disabled')).toBe('true');
    expect(book.hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: /9:00/, pressed: true }));
    expect(answer()).toEqual({ slotId: TUESDAY_9 });
  });

  it('with no free time: says so, and offers only the ways on without a time', async () => {
    const { user, answer } = await renderKind('SecondaryScreeningBooking', { context: { availability: [] } });
    expect(screen.getByTestId('no-slots').textContent).toBe('We are really sorry but there are no available slots for the next 7 days.');
    expect(screen.queryByRole('button', { name: 'Book Appointment' })).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(button('No suitable time'));
    await user.keyboard('{Enter}');
    expect(answer()).toEqual({ skip: 'noTime' });
  });

  it('in error: the group of times is marked invalid and described by its message; out of error: neither', async () => {
    visitorIn('America/Chicago');
    const { message } = await renderKind('SecondaryScreeningBooking', { error: 'Please select a time', context: { availability } });
    const group = screen.getByRole('group', { name: 'Available times' });
    expect(message()).toBe('Please select a time');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group)).toEqual(['Please select a time']);
    expect(group.contains(button('Mon Jan 7'))).toBe(true);
    cleanup();
    const calm = await renderKind('SecondaryScreeningBooking', { context: { availability } });
    const group2 = screen.getByRole('group', { name: 'Available times' });
    expect(calm.message()).toBe('');
    expect(group2.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(group2)).toEqual([]);
  });
});
