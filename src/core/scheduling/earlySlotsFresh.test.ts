import { describe, expect, it } from 'vitest';
import { EARLY_SLOTS_FRESH_MS, EARLY_SLOTS_KEPT_MS, earlySlotsFresh, earlySlotsKept } from './earlySlotsFresh.ts';

describe('slots asked ahead of the calendar', () => {
  const asked = { timezone: 'America/Chicago', askedAt: 1_000 };

  it('may be shown in the time zone they were asked for, up to and at 30 seconds after the asking', () => {
    expect(EARLY_SLOTS_FRESH_MS).toBe(30_000);
    expect(earlySlotsFresh(asked, 'America/Chicago', 1_000)).toBe(true);
    expect(earlySlotsFresh(asked, 'America/Chicago', 31_000)).toBe(true);
  });

  it('are asked again once older than that, or for another time zone', () => {
    expect(earlySlotsFresh(asked, 'America/Chicago', 31_001)).toBe(false);
    expect(earlySlotsFresh(asked, 'Europe/Madrid', 1_000)).toBe(false);
  });

  it('are kept, not asked again, up to and at 20 seconds after the asking, in their time zone', () => {
    expect(EARLY_SLOTS_KEPT_MS).toBe(20_000);
    expect(earlySlotsKept(asked, 'America/Chicago', 1_000)).toBe(true);
    expect(earlySlotsKept(asked, 'America/Chicago', 21_000)).toBe(true);
    expect(earlySlotsKept(asked, 'America/Chicago', 21_001)).toBe(false);
    expect(earlySlotsKept(asked, 'Europe/Madrid', 1_000)).toBe(false);
  });
});
