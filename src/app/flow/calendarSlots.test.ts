/** The calendar's slots (controller.ts loadAvailability) with and without the answer asked beside the screening. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFlowStore } from '../state/store.ts';
import { askSlotsBeforeCalendar, loadAvailability, showEarlySlots } from './controller.ts';
import { calendarDays } from '../../core/scheduling/calendarDays.ts';
import { deviceTimeZone } from '../../core/dateTimeFormats.ts';
import { askSlotsEarly } from './earlySlots.ts';
import type { Slot } from '../../core/scheduling/slots.ts';
import { loadCampaigns } from '../../engine/node/campaignFiles.ts';

// ws21 has both calendars: the coordinators' (secondaryScreeningScheduling) and a site's (siteScheduling).
const ws21 = loadCampaigns().get('ws21')!;

const early: Slot = { start: '2026-11-25T15:00:00Z', end: '2026-11-25T15:30:00Z', resources: [{ id: 1, name: 'Coordinator', timezone: 'America/Chicago' }] };
const asked: Slot = { ...early, start: '2026-11-25T16:00:00Z', end: '2026-11-25T16:30:00Z' };
const paths: string[] = [];

beforeEach(() => {
  paths.length = 0;
  vi.stubGlobal('window', { dataLayer: [], location: { origin: 'http://localhost' } });
  vi.stubGlobal('fetch', vi.fn(async (path: string) => {
    paths.push(path.split('?')[0] as string);
    return new Response(JSON.stringify({ slots: [asked] }), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(() => { vi.unstubAllGlobals(); });

/** Every value the store's availability takes while `run` runs. */
async function availabilitySeen(store: ReturnType<typeof createFlowStore>, run: () => Promise<void> | void): Promise<Array<Slot[] | null>> {
  const seen: Array<Slot[] | null> = [];
  const stop = store.subscribe((state) => { if (seen.at(-1) !== state.availability) seen.push(state.availability); });
  await run();
  stop();
  return seen;
}

describe('the coordinators’ calendar', () => {
  it('shows the slots asked beside the screening at once, without asking again or a loading state between', async () => {
    const store = createFlowStore('US');
    askSlotsEarly(store, deviceTimeZone(), async () => [early]);
    await Promise.resolve();
    // Moving on to a site's calendar, or to a step without one, leaves them where they are.
    expect(await availabilitySeen(store, () => showEarlySlots(store, ws21, 'siteScheduling'))).toEqual([]);
    expect(await availabilitySeen(store, () => showEarlySlots(store, ws21, 'calendarBookingThankYou'))).toEqual([]);
    expect(await availabilitySeen(store, () => showEarlySlots(store, ws21, 'secondaryScreeningScheduling'))).toEqual([[early]]);
    // The calendar's own load then changes nothing the page would hear.
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    await loadAvailability(store, 'secondary');
    stop();
    expect(heard).not.toHaveBeenCalled();
    expect(store.getState().availability).toEqual([early]);
    expect(paths).toEqual([]);
    // Taken once: the calendar entered again asks.
    expect(await availabilitySeen(store, () => loadAvailability(store, 'secondary'))).toEqual([null, [asked]]);
    expect(paths).toEqual(['/api/scheduling/availability']);
  });

  it('groups the slots asked ahead into the calendar\'s days while the browser is idle, so the calendar\'s first render does not', async () => {
    const idle: Array<() => void> = [];
    const store = createFlowStore('US');
    askSlotsBeforeCalendar(store, (run) => idle.push(run));
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(paths).toEqual(['/api/scheduling/availability']);
    idle.forEach((run) => run());
    await vi.dynamicImportSettled();
    expect(await availabilitySeen(store, () => showEarlySlots(store, ws21, 'secondaryScreeningScheduling'))).toEqual([[asked]]);
    const shown = store.getState().availability as Slot[];
    const formatted = vi.spyOn(Date.prototype, 'toISOString');
    try {
      expect(calendarDays(shown, deviceTimeZone()).map((d) => d.timeSlots.map((t) => t.start))).toEqual([[asked.start]]);
      expect(formatted).not.toHaveBeenCalled();
      // The same slots not grouped ahead (another array) are grouped when read.
      calendarDays([...shown], deviceTimeZone());
      expect(formatted).toHaveBeenCalled();
    } finally {
      formatted.mockRestore();
    }
  });

  it('awaits an early answer still on its way instead of asking again', async () => {
    let answer: (slots: Slot[]) => void = () => undefined;
    const store = createFlowStore('US');
    askSlotsEarly(store, deviceTimeZone(), () => new Promise<Slot[]>((resolve) => { answer = resolve; }));
    expect(await availabilitySeen(store, () => showEarlySlots(store, ws21, 'secondaryScreeningScheduling'))).toEqual([]);
    const loading = loadAvailability(store, 'secondary');
    expect(store.getState().availability).toBeNull();
    answer([early]);
    await loading;
    expect(store.getState().availability).toEqual([early]);
    expect(paths).toEqual([]);
  });

  it('asks itself when the early ask failed, or for a site’s calendar', async () => {
    const store = createFlowStore('US');
    askSlotsEarly(store, deviceTimeZone(), async () => { throw new Error('offline'); });
    expect(await availabilitySeen(store, () => loadAvailability(store, 'secondary'))).toEqual([null, [asked]]);
    expect(paths).toEqual(['/api/scheduling/availability']);
    askSlotsEarly(store, deviceTimeZone(), async () => [early]);
    await Promise.resolve();
    store.setState({ screening: { siteId: 5022 } as never });
    await loadAvailability(store, 'site');
    expect(paths).toEqual(['/api/scheduling/availability', '/api/site-scheduling/5022/availability']);
    expect(store.getState().availability).toEqual([asked]);
  });

  it('shows early slots not yet shown with the move on, and tells a fully booked calendar once shown', async () => {
    const store = createFlowStore('US');
    askSlotsEarly(store, deviceTimeZone(), async () => [early]);
    await Promise.resolve();
    expect(await availabilitySeen(store, () => loadAvailability(store, 'secondary'))).toEqual([[early]]);
    const full = createFlowStore('US');
    askSlotsEarly(full, deviceTimeZone(), async () => []);
    await Promise.resolve();
    showEarlySlots(full, ws21, 'secondaryScreeningScheduling');
    expect(full.getState().availability).toEqual([]);
    await loadAvailability(full, 'secondary');
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual(expect.objectContaining({ event: 'fully_booked', kind: 'secondary' }));
    // A failed booking's alert is cleared by the calendar's load, though its slots are the same.
    const failed = createFlowStore('US');
    askSlotsEarly(failed, deviceTimeZone(), async () => [early]);
    await Promise.resolve();
    showEarlySlots(failed, ws21, 'secondaryScreeningScheduling');
    failed.setState({ bookingFailed: 'refused' });
    await loadAvailability(failed, 'secondary');
    expect(failed.getState()).toMatchObject({ availability: [early], bookingFailed: false });
  });
});
