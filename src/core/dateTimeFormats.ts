/**
 * Date formatters, made once per locale and options. Making an Intl.DateTimeFormat costs far more than using one
 * (it loads the locale's and the time zone's data): the calendar made one per slot and per time shown, tens of
 * milliseconds of a phone's main thread before its days showed.
 */
const made = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // No locale keys as 'undefined', which no locale tag can be (a language subtag has at most 8 letters).
  const key = `${String(locale)}\u0000${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    made.set(key, format);
  }
  return format;
}

/**
 * The time zone of the device, as its clock shows times ('UTC' when it gives none). Asking Intl makes a formatter,
 * about a millisecond of a phone's main thread at a time, and a step change to the calendar asks several times (the
 * screener's Finish, the answer that moves on, the calendar's render), as does every answer typed on a screener that
 * asks the calendar's slots ahead; so the answer is kept for DEVICE_TIME_ZONE_KEPT_MS, and read afresh after: a phone
 * that travels during a visit changes zone, and the calendar and the booking follow it within that second.
 */
export const DEVICE_TIME_ZONE_KEPT_MS = 1_000;

let known: { zone: string; at: number } | null = null;

export function deviceTimeZone(now: number = Date.now()): string {
  if (known !== null && now >= known.at && now - known.at < DEVICE_TIME_ZONE_KEPT_MS) return known.zone;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  known = { zone, at: now };
  return zone;
}

/** Whether `zone` is a time zone Intl knows (an IANA name such as 'America/New_York', or 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone read afresh at the next ask, kept or not (a test that moves the device to another zone). */
export function forgetDeviceTimeZone(): void {
  known = null;
}

/**
 * A time zone's name as the page's language says it at `at` ("Eastern Standard Time", "hora estándar del este"): the
 * calendar names the zone its times are in. A zone the language has no long name for reads as its offset ("GMT+05:45").
 */
export function timeZoneShown(timeZone: string, locale: string, at: Date): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
