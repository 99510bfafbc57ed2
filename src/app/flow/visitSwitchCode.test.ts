// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createFlowStore, initialState } from '../state/store.ts';
import { visitsLeft } from '../state/visitsLeft.ts';
import { showsAgain, leaveVisit, returnToVisitLeft, visitSwitchCode } from './visitSwitchCode.ts';
import { pauseFrames, resumeFramesAndClearStorage } from '../../../tests/support/pausedFrames.ts';

afterEach(resumeFramesAndClearStorage);

const screener = { ...initialState('US'), campaign: 'ws10', visitId: 'screener', lead: { id: 'lead-1', token: 't' } };
const search = { ...initialState('US'), campaign: 'ss6', visitId: 'search' };
const entryOf = (visit: string) => ({ state: { from: '/x', visit }, throughHistory: true });

describe("the first step's part of the visits left", () => {
  it('downloads no code for a visit shown again where the tab keeps no visit left and none is written over (the first test of this file: the code has not come yet)', async () => {
    showsAgain('screener', null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visitSwitchCode.now()).toBeNull();
  });

  it('keeps a visit left once its code has come: until then, none is there to return to', async () => {
    const store = createFlowStore('US');
    store.setState(search, true);
    leaveVisit(screener);
    expect(visitsLeft()).toEqual([]);
    expect(returnToVisitLeft(entryOf('screener'), 'ws10', store)).toBeNull();
    await visitSwitchCode.load();
    expect(visitsLeft()).toEqual([{ visit: 'screener', campaign: 'ws10' }]);
  });

  it('gives a visit left back to a step reached through the history only, the visit left kept at once', async () => {
    pauseFrames();
    await visitSwitchCode.load();
    const store = createFlowStore('US');
    store.setState(search, true);
    leaveVisit(screener);
    expect(returnToVisitLeft({ ...entryOf('screener'), throughHistory: false }, 'ws10', store)).toBeNull();
    expect(returnToVisitLeft({ state: entryOf('screener').state }, 'ws10', store)).toBeNull();
    expect(returnToVisitLeft({ state: null, throughHistory: true }, 'ws10', store)).toBeNull();
    expect(store.getState().visitId).toBe('search');
    expect(returnToVisitLeft(entryOf('screener'), 'ws10', store)).toBeNull();
    expect(store.getState()).toMatchObject({ campaign: 'ws10', visitId: 'screener', lead: { id: 'lead-1' } });
    expect(visitsLeft()).toEqual([{ visit: 'search', campaign: 'ss6' }]);
    expect(returnToVisitLeft(entryOf('search'), 'ss6', store)).toBeNull();
    expect(store.getState().visitId).toBe('search');
  });

  it('forgets the visit a page shows again from those the tab keeps as left, and no other; keeps the one it writes over', async () => {
    await visitSwitchCode.load();
    leaveVisit(screener);
    leaveVisit(search);
    showsAgain('screener', null);
    expect(visitsLeft()).toEqual([{ visit: 'search', campaign: 'ss6' }]);
    showsAgain('another', null);
    expect(visitsLeft()).toEqual([{ visit: 'search', campaign: 'ss6' }]);
    showsAgain('search', screener);
    expect(visitsLeft()).toEqual([{ visit: 'screener', campaign: 'ws10' }]);
  });

  it('keeps the visit written over as left once the code has come, where the tab kept none left before', async () => {
    showsAgain('search', screener);
    await visitSwitchCode.load();
    await Promise.resolve();
    expect(visitsLeft()).toEqual([{ visit: 'screener', campaign: 'ws10' }]);
  });
});
