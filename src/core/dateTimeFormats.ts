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
 * about a millisecond of a phone's main thread at a time, and a step change to the calendar asks several times in one
 * task; so the answer is kept until that task's microtasks have run, and read afresh after: a phone that travels
 * during a visit changes zone, and the calendar and the booking follow it.
 */
let known: string | null = null;

export function deviceTimeZone(): string {
  if (known !== null) return known;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  known = zone;
  queueMicrotask(() => { known = null; });
  return zone;
}
