// @vitest-environment happy-dom
/** What a step's history entry names: the visit it shows, read for Back and Forward and written where it names another. */
import { describe, expect, it, vi } from 'vitest';
import { nameVisitOfEntry, visitOfEntry } from './stepEntry.ts';

describe('visitOfEntry', () => {
  it('reads the visit an entry names, and none from an entry without one', () => {
    expect(visitOfEntry({ from: '/signup/ws10/home', visit: 'v1' })).toBe('v1');
    expect(visitOfEntry({ from: '/signup/ws10/home' })).toBeNull();
    expect(visitOfEntry({ visit: 7 })).toBeNull();
    expect(visitOfEntry(null)).toBeNull();
  });
});

describe("a step's history entry", () => {
  it('names the visit the step shows, where it names another or none, keeping where it came from; one naming it already is left as it is', () => {
    window.history.replaceState({ key: 'k', usr: { from: '/signup/ss6/home', visit: 'search' } }, '', '/signup/ws10/home?studyId=1001');
    nameVisitOfEntry('/signup/ws10/home?studyId=1001', { from: '/signup/ss6/home', visit: 'search' }, 'screener');
    expect(window.history.state).toEqual({ key: 'k', usr: { from: '/signup/ss6/home', visit: 'screener' } });
    window.history.replaceState(null, '', '/signup/ws10/home?studyId=1001');
    nameVisitOfEntry('/signup/ws10/home?studyId=1001', null, 'screener');
    expect(window.history.state).toEqual({ usr: { visit: 'screener' } });
    const replaced = vi.spyOn(window.history, 'replaceState');
    nameVisitOfEntry('/signup/ws10/home?studyId=1001', { visit: 'screener' }, 'screener');
    expect(replaced).not.toHaveBeenCalled();
    replaced.mockRestore();
  });
});
