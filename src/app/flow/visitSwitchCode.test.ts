// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createFlowStore, initialState } from '../state/store.ts';
import { visitsLeft } from '../state/visitsLeft.ts';
import { leaveVisit, returnToVisitLeft, visitsMayBeLeft, visitSwitchCode } from './visitSwitchCode.ts';
import { pauseFrames } from '../../../tests/support/pausedFrames.ts';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const screener = { ...initialState('US'), campaign: 'ws10', visitId: 'screener', lead: { id: 'lead-1', token: 't' } };
const search = { ...initialState('US'), campaign: 'ss6', visitId: 'search' };

describe("the first step's part of the visits left", () => {
  it('says a tab may hold one from the moment one is left, and keeps it as its code comes', async () => {
    expect(visitsMayBeLeft()).toBe(false);
    leaveVisit(screener);
    expect(visitsMayBeLeft()).toBe(true);
    // Until the code has come, a step returned to waits for it.
    const store = createFlowStore('US');
    expect(returnToVisitLeft({ state: null, throughHistory: true }, 'ws10', store)).toBe(visitSwitchCode.load);
    expect(store.getState().campaign).toBeNull();
    await visitSwitchCode.load();
    expect(visitsLeft()).toEqual([{ visit: 'screener', campaign: 'ws10' }]);
    sessionStorage.clear();
    expect(visitsMayBeLeft()).toBe(false);
    // Kept in the session, it is there after a reload.
    leaveVisit(screener);
    await visitSwitchCode.load();
    expect(visitsMayBeLeft()).toBe(true);
  });

  it("gives a visit left back to a step reached through the history only, before the code's own turn has come", async () => {
    pauseFrames();
    await visitSwitchCode.load();
    const store = createFlowStore('US');
    store.setState(search, true);
    // Left, and returned to in the same task: kept first, then given back.
    leaveVisit(screener);
    expect(returnToVisitLeft({ state: null, throughHistory: false }, 'ws10', store)).toBeNull();
    expect(store.getState().visitId).toBe('search');
    expect(returnToVisitLeft({}, 'ws10', store)).toBeNull();
    expect(store.getState().visitId).toBe('search');
    expect(returnToVisitLeft({ state: null, throughHistory: true }, 'ws10', store)).toBeNull();
    expect(store.getState()).toMatchObject({ campaign: 'ws10', visitId: 'screener', lead: { id: 'lead-1' } });
    expect(visitsLeft()).toEqual([{ visit: 'search', campaign: 'ss6' }]);
    expect(returnToVisitLeft({ state: { from: '/x', visit: 'screener' }, throughHistory: true }, 'ss6', store)).toBeNull();
    expect(store.getState().visitId).toBe('search');
  });
});
