/**
 * Booking calendar: day cards (Sun to Sat order, paged 3 at a time, 4 from 768 px), a 12-hour timeslot table in the
 * visitor's time zone, Book Appointment (with a confirmation dialog on phones), and the two 'more options'.
 */
import { deviceTimeZone, timeZoneShown } from '../../src/core/dateTimeFormats.ts';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { contextOf, errorAria, type KindWidgetProps } from '../types.ts';
import { unavailableWhen } from '../unavailableButton.ts';
import { calendarDays } from '../../src/core/scheduling/calendarDays.ts';
import type { BookingFailure } from '../../src/core/scheduling/bookingFailure.ts';
import { daysPerPage, formatDay, formatDayLong, formatTimeRange, isPhoneWidth, pageOf } from '../../src/core/scheduling/calendar.ts';

const ALERT_MS = 5000;

const FAILURE_NOTES = { refused: 'booking.failedNote', limit: 'booking.limitNote', unreachable: 'booking.unreachableNote' } as const;

interface Choice {
  slotId?: string;
  skip?: 'noTime' | 'notInterested';
}

/** The days a page of the calendar shows, as a page turn says them. */
function daysShown(days: readonly string[], t: (key: string, values?: Record<string, string>) => string): string {
  const [from, to] = [days[0] ?? '', days.at(-1) ?? ''];
  return from === to ? t('booking.dayShown', { day: from }) : t('booking.daysShown', { from, to });
}

export function BookingCalendarWidget(props: KindWidgetProps) {
  const { t, availability, bookingFailed, bookingFailures, locale, stepBusy } = contextOf(props);
  // While the booking is on its way, Book says so and takes no second press; the times wait with it.
  const booking = useSyncExternalStore(stepBusy.subscribe, () => stepBusy.getState().busy);
  const { id, onChange } = props;
  const choice = (props.value as Choice | undefined) ?? {};
  const timeZone = deviceTimeZone();
  const [day, setDay] = useState<string | null>(null);
  // Null until the visitor pages; until then the page shows the day of the time held (or the first days).
  const [page, setPage] = useState<number | null>(null);
  // What the status line says: the days a page turn brought, or the times a day's card brought, as neither moves focus.
  const [said, setSaid] = useState<'days' | 'times' | null>(null);
  const [alert, setAlert] = useState(false);
  // Each failure's alert is a new one, so a screen reader says it again when a second try fails as the first did.
  const [alertCount, setAlertCount] = useState(0);
  // The quiet note by the Book button outlasts the 5 s alert, for whoever missed it, until the visitor picks again.
  const [failedNote, setFailedNote] = useState<BookingFailure>(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  const bookButton = useRef<HTMLButtonElement>(null);
  // A closing alert that holds focus (its × pressed, or its 5 s up with focus on ×) hands it to Book, where the note
  // by it says what to do; otherwise it would fall to the page's body and a screen reader lose its place.
  const closeAlert = () => {
    const hadFocus = alertBox.current?.contains(document.activeElement) ?? false;
    setAlert(false);
    if (hadFocus) bookButton.current?.focus();
  };
  const width = typeof window === 'undefined' ? 1024 : window.innerWidth;
  const mobile = isPhoneWidth(width);

  useEffect(() => {
    if (!bookingFailed) return;
    setAlert(true);
    setAlertCount((n) => n + 1);
    setFailedNote(bookingFailed);
    // The alert clears itself after 5 s; the visitor stays on the page.
    const timer = setTimeout(closeAlert, ALERT_MS);
    return () => clearTimeout(timer);
  }, [bookingFailed, bookingFailures]);

  // Grouped once per set of slots, not at each choice or page turn.
  const days = useMemo(() => (availability === null ? [] : calendarDays(availability, timeZone)), [availability, timeZone]);
  if (availability === null) return <p role="status" className="loading">{t('booking.loading')}</p>;
  const more = (
    <div className="booking__more">
      <button type="button" className="button button--secondary" onClick={() => onChange({ skip: 'noTime' })}>{t('booking.noSuitableTime')}</button>
      <button type="button" className="button button--secondary" onClick={() => onChange({ skip: 'notInterested' })}>{t('booking.notInterested')}</button>
    </div>
  );
  if (days.length === 0) {
    return (
      <div className="booking" id={id}>
        <div className="card" role="status" data-testid="no-slots">{t('booking.noSlots')}</div>
        {more}
      </div>
    );
  }
  const perPage = daysPerPage(width);
  const pages = Math.ceil(days.length / perPage);
  // A visitor coming back finds the time they chose shown on its day, until they pick another day.
  const heldDay = choice.slotId ? days.find((d) => d.timeSlots.some((s) => s.id === choice.slotId)) ?? null : null;
  const shownPage = page ?? (heldDay ? Math.floor(days.indexOf(heldDay) / perPage) : 0);
  const shown = pageOf(days, shownPage, perPage);
  // The times are those of the chosen day while its card is on the page. Paged away from it, the page shows no times
  // and Book waits: a time whose day is out of sight is not booked (it had been, with the table left under other days).
  // Paging back brings the day, its times and the time chosen back as they were.
  const selectedDay = shown.find((d) => d.date === (day ?? heldDay?.date)) ?? null;
  // A time held from before that the calendar no longer offers (someone booked it meanwhile) is no choice: Book waits
  // for another, rather than sending a booking for a time the page cannot name.
  const chosen = heldDay && heldDay === selectedDay ? choice.slotId : undefined;
  const chosenSlot = chosen ? selectedDay?.timeSlots.find((s) => s.id === chosen) ?? null : null;
  const submit = () => (document.getElementById(id)?.closest('form') as HTMLFormElement | null)?.requestSubmit();

  return (
    <div className="booking" id={id} role="group" aria-label={t('booking.times')} {...errorAria(props)}>
      {alert ? (
        <div key={alertCount} ref={alertBox} className="notice notice--error booking__alert" role="alert">
          <span>{t('booking.error')}</span>
          <button type="button" className="booking__dismiss" aria-label={t('booking.dismiss')} onClick={closeAlert}>×</button>
        </div>
      ) : null}
      <div className="booking__paging">
        <button type="button" className="button button--secondary" {...unavailableWhen(shownPage === 0, () => { setPage(shownPage - 1); setSaid('days'); })}>{t('booking.previous')}</button>
        <button type="button" className="button button--secondary" {...unavailableWhen(shownPage >= pages - 1, () => { setPage(shownPage + 1); setSaid('days'); })}>{t('booking.next')}</button>
      </div>
      {/* A page turn changes the days, and a day's card its times, without moving focus: each is said once done. */}
      <p className="visually-hidden" role="status">
        {said === 'days' ? daysShown(shown.map((d) => formatDayLong(d.date, locale)), t) : said === 'times' && selectedDay ? t('booking.timesFound', { count: selectedDay.timeSlots.length, day: formatDayLong(selectedDay.date, locale) }) : ''}
      </p>
      <ul className={`booking__days${mobile ? ' booking__days--column' : ''}`} aria-label={t('booking.selectDay')}>
        {shown.map((d) => {
          const label = formatDay(d.date, locale);
          return (
            <li key={d.date}>
              {/* Named as it shows ('mar 1 dic'), described in full: 'mar' is martes or marzo. */}
              <button type="button" className="day-card" aria-pressed={selectedDay?.date === d.date} aria-describedby={`${id}-day-${d.date}`}
                onClick={() => { setDay(d.date); setSaid('times'); setFailedNote(false); onChange(undefined); }}>
                <span className="day-card__weekday">{label.weekday}</span> <span className="day-card__date">{label.day}</span>
              </button>
              <span id={`${id}-day-${d.date}`} hidden>{formatDayLong(d.date, locale)}</span>
            </li>
          );
        })}
      </ul>
      {days.length ? <p className="booking__zone">{t('booking.timeZone', { zone: timeZoneShown(timeZone, locale, new Date(selectedDay?.timeSlots[0]?.start ?? Date.now())) })}</p> : null}
      {/* A time's button names the clock time; its description, the day in full and the zone, as the caption and the zone above say them. */}
      {selectedDay ? <span id={`${id}-day-zone`} hidden>{`${formatDayLong(selectedDay.date, locale)}, ${timeZoneShown(timeZone, locale, new Date(selectedDay.timeSlots[0]?.start ?? Date.now()))}`}</span> : null}
      {selectedDay ? (
        <table className="timeslots">
          <caption>{t('booking.timesOn', { day: formatDayLong(selectedDay.date, locale) })}</caption>
          <tbody>
            {selectedDay.timeSlots.map((s) => (
              <tr key={s.id}>
                <td>
                  <button type="button" className="timeslot" aria-pressed={chosen === s.id} aria-describedby={`${id}-day-zone`}
                    {...unavailableWhen(booking, () => { setFailedNote(false); onChange(chosen === s.id ? undefined : { slotId: s.id }); })}>
                    {formatTimeRange(s.start, s.end, timeZone, locale)}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <button ref={bookButton} type="button" className="button" aria-describedby={`${id}-book-note`} aria-busy={booking || undefined} {...unavailableWhen(!chosen || booking, () => (mobile ? dialog.current?.showModal() : submit()))}>{t(booking ? 'booking.booking' : 'booking.book')}</button>
      <p id={`${id}-book-note`} className="booking__note">{failedNote ? t(FAILURE_NOTES[failedNote]) : !chosen ? t('booking.chooseTime') : ''}</p>
      <dialog ref={dialog} className="booking__dialog" aria-labelledby={`${id}-confirm`} aria-describedby={`${id}-confirm-time`}>
        <h2 id={`${id}-confirm`}>{t('booking.confirmTitle')}</h2>
        {/* What the visitor confirms, whole: the day with its weekday, the time and its zone (the zone line is under the dialog). */}
        <p id={`${id}-confirm-time`}>{selectedDay && chosenSlot ? `${formatDayLong(selectedDay.date, locale)}, ${formatTimeRange(chosenSlot.start, chosenSlot.end, timeZone, locale)} (${timeZoneShown(timeZone, locale, new Date(chosenSlot.start))})` : ''}</p>
        <div className="nav-buttons">
          <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>{t('booking.cancel')}</button>
          {/* The booking's request leaves first: closing a modal dialog restores focus and styles the page (8 ms at 4x). */}
          <button type="button" className="button" onClick={() => { submit(); dialog.current?.close(); }}>{t('booking.confirm')}</button>
        </div>
      </dialog>
      {more}
    </div>
  );
}
