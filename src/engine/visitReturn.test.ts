import { describe, expect, it } from 'vitest';
import { visitToResume, type VisitLeft } from './visitReturn.ts';

const left: VisitLeft[] = [{ visit: 'screener-2', campaign: 'ws10' }, { visit: 'search-1', campaign: 'ss6' }, { visit: 'screener-1', campaign: 'ws10' }];
const back = (campaign: string, entryVisit: string | null) => ({ campaign, entryVisit, throughHistory: true });

describe('the visit left that a step reached through the history returns to', () => {
  it("is the one its entry names, of the step's campaign, whichever other visits of it are kept", () => {
    expect(visitToResume(left, back('ws10', 'screener-1'))).toBe('screener-1');
    expect(visitToResume(left, back('ws10', 'screener-2'))).toBe('screener-2');
    expect(visitToResume(left, back('ss6', 'search-1'))).toBe('search-1');
  });

  it("is none for a move of the page's own or a link: only Back and Forward give a visit back", () => {
    expect(visitToResume(left, { ...back('ws10', 'screener-1'), throughHistory: false })).toBeNull();
  });

  it("is none for an entry naming no visit kept, or one of another campaign: no other visit is taken for the entry's", () => {
    expect(visitToResume(left, back('ws10', null))).toBeNull();
    expect(visitToResume(left, back('ws10', 'screener-0'))).toBeNull();
    expect(visitToResume(left, back('ws10', 'search-1'))).toBeNull();
    expect(visitToResume(left, back('ss7', 'search-1'))).toBeNull();
    expect(visitToResume([], back('ws10', 'screener-1'))).toBeNull();
  });
});
