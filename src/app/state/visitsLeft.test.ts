// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepVisitLeft, takeVisitLeft, VISITS_LEFT_KEPT, visitsLeft } from './visitsLeft.ts';
import { forgetPersonsLeft, PERSONAL_MAX_AGE_MS, SESSION_KEY, VISITS_LEFT_KEY, VISITS_LEFT_PERSONAL_KEY } from './persistence.ts';

/** The tab's own visit (store.ts), under which its visits left keep their persons. */
const inTab = (tab: string) => sessionStorage.setItem(SESSION_KEY, JSON.stringify({ visit: tab }));

beforeEach(() => inTab('tab-1'));

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

interface Session { step: string; search: string | null }
const parts = (step: string, firstName: string | null = 'Rhea') => ({ session: { step, search: 'near 77030' } satisfies Session, personal: firstName === null ? null : { firstName } });
const personsKey = `${VISITS_LEFT_PERSONAL_KEY}.tab-1`;
const personalOf = (visit: string) => (JSON.parse(localStorage.getItem(personsKey) ?? '{"fields":{}}') as { fields: Record<string, unknown> }).fields[visit] ?? null;

describe('the visits a tab left for another campaign', () => {
  it('are given back as they were left, each once, the latest first', () => {
    keepVisitLeft({ visit: 'v1', campaign: 'ss6' }, parts('home', 'Sam'));
    keepVisitLeft({ visit: 'v2', campaign: 'ws10' }, parts('indications'));
    expect(visitsLeft()).toEqual([{ visit: 'v2', campaign: 'ws10' }, { visit: 'v1', campaign: 'ss6' }]);
    expect(takeVisitLeft('v1')).toEqual(parts('home', 'Sam'));
    expect(visitsLeft()).toEqual([{ visit: 'v2', campaign: 'ws10' }]);
    expect(personalOf('v1')).toBeNull();
    expect(takeVisitLeft('v1')).toBeNull();
    expect(takeVisitLeft('v2')).toEqual(parts('indications'));
    expect(visitsLeft()).toEqual([]);
  });

  it('keep a visit left again once, as last left, and its person off the device once it has none', () => {
    keepVisitLeft({ visit: 'v1', campaign: 'ws10' }, parts('home'));
    keepVisitLeft({ visit: 'v2', campaign: 'ss6' }, parts('home'));
    keepVisitLeft({ visit: 'v1', campaign: 'ws10' }, parts('thanks', null));
    expect(visitsLeft()).toEqual([{ visit: 'v1', campaign: 'ws10' }, { visit: 'v2', campaign: 'ss6' }]);
    expect(personalOf('v1')).toBeNull();
    expect(takeVisitLeft('v1')).toEqual(parts('thanks', null));
  });

  it(`keep ${VISITS_LEFT_KEPT} at most, the person of one dropped leaving the device with it`, () => {
    for (let i = 1; i <= VISITS_LEFT_KEPT + 1; i += 1) keepVisitLeft({ visit: `v${i}`, campaign: 'ws10' }, parts('home'));
    expect(visitsLeft().map((v) => v.visit)).toEqual(['v5', 'v4', 'v3', 'v2']);
    expect(personalOf('v1')).toBeNull();
    expect(personalOf('v2')).not.toBeNull();
  });

  it('keep the personal part on the device for 24 hours at most, the rest in the tab', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') });
    keepVisitLeft({ visit: 'v1', campaign: 'ws10' }, parts('home'));
    expect(sessionStorage.getItem(VISITS_LEFT_KEY)).not.toContain('Rhea');
    expect(personalOf('v1')).toEqual({ firstName: 'Rhea' });
    vi.setSystemTime(Date.now() + PERSONAL_MAX_AGE_MS + 1);
    expect(takeVisitLeft('v1')).toEqual({ ...parts('home'), personal: null });
  });

  it('lose their persons once a flow of the tab completes, and are kept without them', () => {
    keepVisitLeft({ visit: 'v1', campaign: 'ss6' }, parts('home'));
    forgetPersonsLeft('tab-1');
    expect(localStorage.length).toBe(0);
    expect(takeVisitLeft('v1')).toEqual(parts('home', null));
  });

  it("of two tabs are each tab's own: one tab's keeping, or its flow completing, leaves the other's persons", () => {
    keepVisitLeft({ visit: 'v1', campaign: 'ws10' }, parts('home', 'Hal'));
    const firstTab = sessionStorage.getItem(VISITS_LEFT_KEY) as string;
    sessionStorage.clear();
    inTab('tab-2');
    keepVisitLeft({ visit: 'v2', campaign: 'ss6' }, parts('home', 'Ivy'));
    forgetPersonsLeft('tab-2');
    sessionStorage.clear();
    inTab('tab-1');
    sessionStorage.setItem(VISITS_LEFT_KEY, firstTab);
    expect(takeVisitLeft('v1')).toEqual(parts('home', 'Hal'));
  });

  it('are none where the session holds something else (an edited entry, another shape)', () => {
    sessionStorage.setItem(VISITS_LEFT_KEY, JSON.stringify({ visit: 'v1' }));
    expect(visitsLeft()).toEqual([]);
    sessionStorage.setItem(VISITS_LEFT_KEY, JSON.stringify([null, { visit: 'v1', campaign: 'ws10' }, { visit: 2, campaign: 'ws10', session: {} }, { visit: 'v4', campaign: 7, session: {} }, { visit: 'v5', campaign: 'ss6', session: null }, { visit: 'v3', campaign: 'ss6', session: {} }]));
    expect(visitsLeft()).toEqual([{ visit: 'v3', campaign: 'ss6' }]);
    sessionStorage.setItem(VISITS_LEFT_KEY, '{not json');
    expect(visitsLeft()).toEqual([]);
  });

  it('keep no person the device holds in another shape, and are kept and given back all the same', () => {
    keepVisitLeft({ visit: 'v1', campaign: 'ws10' }, parts('home', null));
    localStorage.setItem(personsKey, JSON.stringify({ savedAt: Date.now(), fields: 'Rhea' }));
    keepVisitLeft({ visit: 'v2', campaign: 'ss6' }, parts('home', 'Sam'));
    expect(takeVisitLeft('v1')).toEqual(parts('home', null));
    expect(takeVisitLeft('v2')).toEqual(parts('home', 'Sam'));
  });
});
