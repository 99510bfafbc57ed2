import { describe, expect, it, vi } from 'vitest';
import { DEVICE_TIME_ZONE_KEPT_MS, dateTimeFormat, deviceTimeZone, forgetDeviceTimeZone, timeZoneShown, isTimeZone } from './dateTimeFormats.ts';
import { zonedDate } from './scheduling/timezone.ts';
import { formatTimeRange } from './scheduling/calendar.ts';

describe('dateTimeFormat', () => {
  it('makes one formatter per locale and options, and keeps each apart', () => {
    const chicago = dateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric' });
    expect(dateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric' })).toBe(chicago);
    expect(dateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', hour: 'numeric' })).not.toBe(chicago);
    expect(dateTimeFormat('es-US', { timeZone: 'America/Chicago', hour: 'numeric' })).not.toBe(chicago);
    expect(dateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' })).not.toBe(chicago);
    // Without a locale (the device's): kept too, apart from every locale's.
    const device = dateTimeFormat(undefined, { timeZone: 'America/Chicago', hour: 'numeric' });
    expect(dateTimeFormat(undefined, { timeZone: 'America/Chicago', hour: 'numeric' })).toBe(device);
    expect(device).not.toBe(chicago);
    expect(chicago.resolvedOptions()).toMatchObject({ locale: 'en-US', timeZone: 'America/Chicago' });
  });

  it('gives each time zone its own wall clock however the calls alternate', () => {
    const instant = new Date('2026-03-02T03:30:00Z');
    for (let round = 0; round < 2; round += 1) {
      expect(zonedDate(instant, 'America/Chicago').date).toBe('2026-03-01');
      expect(zonedDate(instant, 'Asia/Tokyo').date).toBe('2026-03-02');
      expect(formatTimeRange('2026-03-02T15:00:00Z', '2026-03-02T15:30:00Z', 'America/New_York', 'en')).toBe('10:00 AM – 10:30 AM');
      expect(formatTimeRange('2026-03-02T15:00:00Z', '2026-03-02T15:30:00Z', 'America/Los_Angeles', 'en')).toBe('7:00 AM – 7:30 AM');
    }
  });

  it("reads the device's time zone, UTC when the device gives none, once a second: afresh after", () => {
    const real = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    expect(DEVICE_TIME_ZONE_KEPT_MS).toBe(1_000);
    expect(deviceTimeZone(-10_000)).toBe(real);
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    try {
      resolved.mockReturnValue({ timeZone: 'America/Chicago' } as Intl.ResolvedDateTimeFormatOptions);
      expect(deviceTimeZone(0)).toBe('America/Chicago');
      // Within the second: the zone kept, Intl not asked again.
      resolved.mockReturnValue({ timeZone: 'America/New_York' } as Intl.ResolvedDateTimeFormatOptions);
      expect(deviceTimeZone(0)).toBe('America/Chicago');
      expect(deviceTimeZone(999)).toBe('America/Chicago');
      expect(resolved).toHaveBeenCalledTimes(1);
      // A second later (the phone travelled), read afresh, and kept from then.
      expect(deviceTimeZone(1_000)).toBe('America/New_York');
      expect(resolved).toHaveBeenCalledTimes(2);
      resolved.mockReturnValue({ timeZone: 'Europe/Madrid' } as Intl.ResolvedDateTimeFormatOptions);
      expect(deviceTimeZone(1_999)).toBe('America/New_York');
      // A clock set back is not a clock that stood still.
      expect(deviceTimeZone(999)).toBe('Europe/Madrid');
      expect(resolved).toHaveBeenCalledTimes(3);
      resolved.mockReturnValue({ timeZone: '' } as Intl.ResolvedDateTimeFormatOptions);
      expect(deviceTimeZone(5_000)).toBe('UTC');
      // Forgotten (a test moving the device), read afresh within the second.
      resolved.mockReturnValue({ timeZone: 'Asia/Tokyo' } as Intl.ResolvedDateTimeFormatOptions);
      expect(deviceTimeZone(5_001)).toBe('UTC');
      forgetDeviceTimeZone();
      expect(deviceTimeZone(5_002)).toBe('Asia/Tokyo');
    } finally {
      resolved.mockRestore();
    }
  });
});

describe('timeZoneShown', () => {
  const july = new Date('2026-07-01T12:00:00Z');
  const january = new Date('2026-01-15T12:00:00Z');

  it("names the zone in the page's language, as its clocks stand on the day", () => {
    expect(timeZoneShown('America/New_York', 'en', july)).toBe('Eastern Daylight Time');
    expect(timeZoneShown('America/New_York', 'en', january)).toBe('Eastern Standard Time');
    expect(timeZoneShown('America/New_York', 'es', july)).toBe('hora de verano oriental');
    expect(timeZoneShown('Asia/Kathmandu', 'en', july)).toBe('Nepal Time');
  });
});

describe('isTimeZone', () => {
  it('knows the zones a device reports, and UTC', () => {
    for (const zone of ['America/New_York', 'Asia/Tokyo', 'Europe/London', 'UTC']) expect(isTimeZone(zone), zone).toBe(true);
  });

  it('knows no made-up zone, nothing, or text that is not a zone', () => {
    for (const zone of ['Not/AZone', '', 'Virtual\r\nLOCATION:Mars', 'America/New York']) expect(isTimeZone(zone), zone).toBe(false);
  });
});
