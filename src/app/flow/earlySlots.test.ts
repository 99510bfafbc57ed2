import { describe, expect, it, vi } from 'vitest';
import { askSlotsEarly, askSlotsUnlessKept, earlySlotsAnswered, takeEarlySlots } from './earlySlots.ts';
import { EARLY_SLOTS_FRESH_MS as FRESH_MS, EARLY_SLOTS_KEPT_MS as KEPT_MS } from '../../core/scheduling/earlySlotsFresh.ts';
import type { Slot } from '../../core/scheduling/slots.ts';

const slot: Slot = { start: '2026-11-25T15:00:00Z', end: '2026-11-25T15:30:00Z', resources: [{ id: 1, name: 'Coordinator', timezone: 'America/Chicago' }] };

/** One visit's store; another visit's is another object. */
const visit = {};

describe('slots asked early for the calendar', () => {
  it('gives the calendar the slots asked while the visitor was screened, once, in the same time zone', async () => {
    let clock = 1_000;
    let answer: (slots: Slot[]) => void = () => undefined;
    const ask = vi.fn(() => new Promise<Slot[]>((resolve) => { answer = resolve; }));
    askSlotsEarly(visit, 'America/Chicago', ask, () => clock);
    expect(ask).toHaveBeenCalledTimes(1);
    // Not come yet: nothing to show with the move on.
    expect(earlySlotsAnswered(visit, 'America/Chicago', () => clock)).toBeNull();
    answer([slot]);
    await Promise.resolve();
    expect(earlySlotsAnswered(visit, 'America/Chicago', () => clock)).toEqual([slot]);
    expect(earlySlotsAnswered(visit, 'Europe/Madrid', () => clock)).toBeNull();
    clock += FRESH_MS;
    // Looking does not take: the calendar still finds them, fresh at exactly FRESH_MS.
    const taken = takeEarlySlots(visit, 'America/Chicago', () => clock);
    expect(taken?.answered).toEqual([slot]);
    await expect(taken?.slots).resolves.toEqual([slot]);
    // Taken once: Back to the screener and on to the calendar again asks afresh.
    expect(takeEarlySlots(visit, 'America/Chicago', () => clock)).toBeNull();
    expect(earlySlotsAnswered(visit, 'America/Chicago', () => clock)).toBeNull();
  });

  it('hands the calendar an answer still on its way, to await instead of asking again', async () => {
    let answer: (slots: Slot[]) => void = () => undefined;
    askSlotsEarly(visit, 'UTC', () => new Promise<Slot[]>((resolve) => { answer = resolve; }));
    const taken = takeEarlySlots(visit, 'UTC');
    expect(taken?.answered).toBeNull();
    answer([slot]);
    await expect(taken?.slots).resolves.toEqual([slot]);
  });

  it('asks again when the early answer is stale, for another time zone, or was never asked', async () => {
    let clock = 0;
    askSlotsEarly(visit, 'America/Chicago', async () => [slot], () => clock);
    await Promise.resolve();
    clock = FRESH_MS + 1;
    expect(earlySlotsAnswered(visit, 'America/Chicago', () => clock)).toBeNull();
    expect(takeEarlySlots(visit, 'America/Chicago', () => clock)).toBeNull();
    askSlotsEarly(visit, 'America/Chicago', async () => [slot], () => clock);
    expect(takeEarlySlots(visit, 'Europe/Madrid', () => clock)).toBeNull();
    // The other zone's take used the early answer up: nothing is left for the first zone either.
    expect(takeEarlySlots(visit, 'America/Chicago', () => clock)).toBeNull();
    // Another visit in the same page never gets this one's slots.
    askSlotsEarly(visit, 'America/Chicago', async () => [slot], () => clock);
    expect(takeEarlySlots({}, 'America/Chicago', () => clock)).toBeNull();
    expect(takeEarlySlots(visit, 'America/Chicago', () => clock)).not.toBeNull();
  });

  it('keeps a failed early ask from being an unhandled rejection and hands the failure to the calendar', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      askSlotsEarly(visit, 'UTC', async () => { throw new Error('offline'); });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      expect(earlySlotsAnswered(visit, 'UTC')).toBeNull();
      const taken = takeEarlySlots(visit, 'UTC');
      expect(taken?.answered).toBeNull();
      await expect(taken?.slots).rejects.toThrow('offline');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('asks ahead again only when the last ask is older than kept, failed, for another time zone, or taken', async () => {
    const screened = {};
    let clock = 0;
    const ask = vi.fn(async () => [slot]);
    expect(askSlotsUnlessKept(screened, 'America/Chicago', ask, () => clock)).toBe(true);
    await Promise.resolve();
    clock = KEPT_MS;
    expect(askSlotsUnlessKept(screened, 'America/Chicago', ask, () => clock)).toBe(false);
    expect(ask).toHaveBeenCalledTimes(1);
    clock = KEPT_MS + 1;
    expect(askSlotsUnlessKept(screened, 'America/Chicago', ask, () => clock)).toBe(true);
    expect(ask).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    // The new ask is the one the calendar takes, fresh from its own time.
    clock += FRESH_MS;
    expect(takeEarlySlots(screened, 'America/Chicago', () => clock)?.answered).toEqual([slot]);
    // Taken: the screener shown again asks again.
    expect(askSlotsUnlessKept(screened, 'America/Chicago', ask, () => clock)).toBe(true);
    expect(askSlotsUnlessKept(screened, 'Europe/Madrid', ask, () => clock)).toBe(true);
    expect(ask).toHaveBeenCalledTimes(4);
    const failing = vi.fn(async (): Promise<Slot[]> => { throw new Error('offline'); });
    expect(askSlotsUnlessKept(screened, 'UTC', failing, () => clock)).toBe(true);
    // Still on its way: kept, not asked twice.
    expect(askSlotsUnlessKept(screened, 'UTC', failing, () => clock)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(askSlotsUnlessKept(screened, 'UTC', ask, () => clock)).toBe(true);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledTimes(5);
  });
});
