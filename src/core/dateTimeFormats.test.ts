import { describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, deviceTimeZone } from './dateTimeFormats.ts';
import { zonedDate } from './scheduling/timezone.ts';
import { formatTimeRange } from './scheduling/calendar.ts';

describe('dateTimeFormat', () => {
  it('makes one formatter per locale and options, and keeps each apart', () => {
    const chicago = dateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric' });
    expect(dateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric' })).toBe(chicago);
    expect(dateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', hour: 'numeric' })).not.toBe(chicago);
    expect(dateTimeFormat('es-US', { timeZone: 'America/Chicago', hour: 'numeric' })).not.toBe(chicago);
    expect(dateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' })).not.toBe(chicago);
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

  it("reads the device's time zone, UTC when the device gives none, again only when the device's offset changes", () => {
    const real = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset');
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    try {
      offset.mockReturnValue(-61);
      expect(deviceTimeZone()).toBe(real);
      offset.mockReturnValue(360);
      resolved.mockReturnValue({ timeZone: 'America/Chicago' } as Intl.ResolvedDateTimeFormatOptions);
      expect(deviceTimeZone()).toBe('America/Chicago');
      const asked = resolved.mock.calls.length;
      // The same offset: the zone kept, Intl not asked again.
      resolved.mockReturnValue({ timeZone: 'America/Mexico_City' } as Intl.ResolvedDateTimeFormatOptions);
      expect(deviceTimeZone()).toBe('America/Chicago');
      expect(resolved.mock.calls.length).toBe(asked);
      // The phone travelled: another offset, read afresh.
      offset.mockReturnValue(300);
      resolved.mockReturnValue({ timeZone: 'America/New_York' } as Intl.ResolvedDateTimeFormatOptions);
      expect(deviceTimeZone()).toBe('America/New_York');
      offset.mockReturnValue(0);
      resolved.mockReturnValue({ timeZone: '' } as Intl.ResolvedDateTimeFormatOptions);
      expect(deviceTimeZone()).toBe('UTC');
    } finally {
      resolved.mockRestore();
      offset.mockRestore();
    }
  });
});
