/**
 * Date formatters, made once per locale and options. Making an Intl.DateTimeFormat costs far more than using one
 * (it loads the locale's and the time zone's data): the calendar made one per slot and per time shown, tens of
 * milliseconds of a phone's main thread before its days showed.
 */
const made = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}\u0000${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    made.set(key, format);
  }
  return format;
}

/**
 * The time zone of the device, as its clock shows times ('UTC' when it gives none). Asking Intl makes a formatter,
 * about a millisecond of a phone's main thread at a time, and a step change to the calendar asks several times; so the
 * answer is kept while the device's offset from UTC stays as it was, which a phone that travels into another zone
 * changes, and the calendar and the booking follow it. (Two zones with the same offset today give the same times.)
 */
let known: { offset: number; zone: string } | null = null;

export function deviceTimeZone(): string {
  const offset = new Date().getTimezoneOffset();
  if (known?.offset === offset) return known.zone;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  known = { offset, zone };
  return zone;
}
