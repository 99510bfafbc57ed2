import { describe, expect, it, vi } from 'vitest';
import { askSlotsEarly, FRESH_MS, takeEarlySlots } from './earlySlots.ts';
import type { Slot } from '../../core/scheduling/slots.ts';

const slot: Slot = { start: '2026-11-25T15:00:00Z', end: '2026-11-25T15:30:00Z', resources: [{ id: 1, name: 'Coordinator', timezone: 'America/Chicago' }] };

describe('slots asked early for the calendar', () => {
  it('gives the calendar the slots asked while the visitor was screened, once, in the same time zone', async () => {
    let clock = 1_000;
    const ask = vi.fn(async () => [slot]);
    askSlotsEarly('America/Chicago', ask, () => clock);
    expect(ask).toHaveBeenCalledTimes(1);
    clock += FRESH_MS;
    await expect(takeEarlySlots('America/Chicago', () => clock)).resolves.toEqual([slot]);
    // Taken once: Back to the screener and on to the calendar again asks afresh.
    expect(takeEarlySlots('America/Chicago', () => clock)).toBeNull();
  });

  it('asks again when the early answer is stale, for another time zone, or was never asked', () => {
    let clock = 0;
    askSlotsEarly('America/Chicago', async () => [slot], () => clock);
    clock = FRESH_MS + 1;
    expect(takeEarlySlots('America/Chicago', () => clock)).toBeNull();
    askSlotsEarly('America/Chicago', async () => [slot], () => clock);
    expect(takeEarlySlots('Europe/Madrid', () => clock)).toBeNull();
    // The other zone's take used the early answer up: nothing is left for the first zone either.
    expect(takeEarlySlots('America/Chicago', () => clock)).toBeNull();
  });

  it('keeps a failed early ask from being an unhandled rejection and hands the failure to the calendar', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      askSlotsEarly('UTC', async () => { throw new Error('offline'); });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(takeEarlySlots('UTC')).rejects.toThrow('offline');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
