import { describe, expect, it } from 'vitest';
import { visitToResume, type VisitLeft } from './visitReturn.ts';

const left: VisitLeft[] = [{ visit: 'screener-2', campaign: 'ws10' }, { visit: 'search-1', campaign: 'ss6' }, { visit: 'screener-1', campaign: 'ws10' }];
/** The visit the tab shows as the step arrives. */
const shown = 'screener-9';
const back = (campaign: string, entryVisit: string | null) => ({ campaign, entryVisit, throughHistory: true });

describe('the visit left that a step reached through the history returns to', () => {
  it("is the one its entry names, of the step's campaign, whichever other visits of it are kept", () => {
    expect(visitToResume(left, back('ws10', 'screener-1'), shown)).toBe('screener-1');
    expect(visitToResume(left, back('ws10', 'screener-2'), shown)).toBe('screener-2');
    expect(visitToResume(left, back('ss6', 'search-1'), shown)).toBe('search-1');
  });

  it("is none for a move of the page's own or a link: only Back and Forward give a visit back", () => {
    expect(visitToResume(left, { ...back('ws10', 'screener-1'), throughHistory: false }, shown)).toBeNull();
  });

  it("is none for an entry naming no visit kept, or one of another campaign: no other visit is taken for the entry's", () => {
    expect(visitToResume(left, back('ws10', null), shown)).toBeNull();
    expect(visitToResume(left, back('ws10', 'screener-0'), shown)).toBeNull();
    expect(visitToResume(left, back('ws10', 'search-1'), shown)).toBeNull();
    expect(visitToResume(left, back('ss7', 'search-1'), shown)).toBeNull();
    expect(visitToResume([], back('ws10', 'screener-1'), shown)).toBeNull();
  });

  it('is never the visit the tab shows, though a copy of it is kept as left: that copy is older than the visit shown', () => {
    const keptAsLeft: VisitLeft[] = [...left, { visit: shown, campaign: 'ws10' }];
    expect(visitToResume(keptAsLeft, back('ws10', shown), shown)).toBeNull();
    expect(visitToResume(keptAsLeft, back('ws10', 'screener-1'), shown)).toBe('screener-1');
    expect(visitToResume(left, back('ws10', 'screener-1'), 'screener-1')).toBeNull();
  });
});
