import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('BOOKINGS_PER_CLIENT_PER_HOUR', () => {
  it('is 5 unless set, and takes a whole number of 1 or more', () => {
    expect(loadConfig({}).bookingsPerClientPerHour).toBe(5);
    expect(loadConfig({ BOOKINGS_PER_CLIENT_PER_HOUR: '12' }).bookingsPerClientPerHour).toBe(12);
    expect(loadConfig({ BOOKINGS_PER_CLIENT_PER_HOUR: ' ' }).bookingsPerClientPerHour).toBe(5);
  });

  it('stops the start on anything else: no typo may lift the cap', () => {
    for (const value of ['0', '-1', '2.5', 'five', '1e3']) {
      expect(() => loadConfig({ BOOKINGS_PER_CLIENT_PER_HOUR: value }), value).toThrow(`BOOKINGS_PER_CLIENT_PER_HOUR must be a whole number of bookings from 1 to 1000000, got '${value}'`);
    }
  });
});
