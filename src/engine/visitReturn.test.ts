import { describe, expect, it } from 'vitest';
import { visitToResume, type VisitLeft } from './visitReturn.ts';

const left: VisitLeft[] = [{ visit: 'screener-2', campaign: 'ws10' }, { visit: 'search-1', campaign: 'ss6' }, { visit: 'screener-1', campaign: 'ws10' }];
const onSearch = { campaign: 'ss6', visitId: 'search-2' };
const back = (campaign: string, entryVisit: string | null) => ({ campaign, entryVisit, throughHistory: true });

describe('the visit left that a step reached through the history returns to', () => {
  it('is the one its entry names, of the step\'s campaign, even with a later one of that campaign left', () => {
    expect(visitToResume(left, onSearch, back('ws10', 'screener-1'))).toBe('screener-1');
    expect(visitToResume(left, onSearch, back('ws10', 'screener-2'))).toBe('screener-2');
    // Of the tab's own campaign too: an earlier visit of it, left for another's between.
    expect(visitToResume(left, { campaign: 'ws10', visitId: 'screener-3' }, back('ws10', 'screener-1'))).toBe('screener-1');
  });

  it("is none for a move of the page's own or a link: only Back and Forward give a visit back", () => {
    expect(visitToResume(left, onSearch, { ...back('ws10', 'screener-1'), throughHistory: false })).toBeNull();
    expect(visitToResume(left, onSearch, { ...back('ws10', null), throughHistory: false })).toBeNull();
  });

  it("is the latest left of the step's campaign for a first step's entry: one that names no visit, the tab's, or another campaign's visit left", () => {
    expect(visitToResume(left, onSearch, back('ws10', null))).toBe('screener-2');
    expect(visitToResume(left, onSearch, back('ws10', 'search-2'))).toBe('screener-2');
    expect(visitToResume(left, { campaign: 'ws15', visitId: 'other' }, back('ws10', 'search-1'))).toBe('screener-2');
    expect(visitToResume(left, onSearch, back('ss7', null))).toBeNull();
  });

  it("is none for a step of the tab's own campaign but where its entry names a visit left: the tab's visit is the step's", () => {
    expect(visitToResume(left, { campaign: 'ws10', visitId: 'screener-3' }, back('ws10', null))).toBeNull();
    expect(visitToResume(left, { campaign: 'ws10', visitId: 'screener-3' }, back('ws10', 'screener-3'))).toBeNull();
    expect(visitToResume(left, { campaign: 'ws10', visitId: 'screener-3' }, back('ws10', 'search-1'))).toBeNull();
  });

  it('is none for an entry naming a visit no longer kept: it is not known to be the latest\'s', () => {
    expect(visitToResume(left, onSearch, back('ws10', 'screener-0'))).toBeNull();
    expect(visitToResume([], onSearch, back('ws10', null))).toBeNull();
  });
});
