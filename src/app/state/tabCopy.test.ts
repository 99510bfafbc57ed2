// @vitest-environment happy-dom
/** A page tells a session copied from a tab still open (Duplicate, window.open) from its own tab's, refreshed or restored. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTabApart, LIVE_PAGE_KEY } from './tabCopy.ts';
import { PEOPLE_KEY, personalKey, SESSION_KEY, VISITS_LEFT_PERSONAL_KEY } from './persistence.ts';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const leave = () => window.dispatchEvent(new Event('pagehide'));
const giveBack = (persisted: boolean) => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
const page = () => ({ keepUnder: vi.fn<(own: string) => void>() });
const onDevice = (visit: string) => [personalKey(visit), `${PEOPLE_KEY}.${visit}`, `${VISITS_LEFT_PERSONAL_KEY}.${visit}`].map((key) => localStorage.getItem(key));

describe("a tab's visit", () => {
  it("is kept by the tab's first page and by a page after a refresh; a page whose session an open page holds takes its own, with a copy of what the visit keeps on the device", () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ visit: 'tab-1' }));
    const kept = ['{"savedAt":1,"fields":{"firstName":"Ann"}}', '{"savedAt":2,"fields":{"lead-ann":{}}}', '{"savedAt":3,"fields":{"search":{"postalCode":"77030"}}}'];
    [personalKey('tab-1'), `${PEOPLE_KEY}.tab-1`, `${VISITS_LEFT_PERSONAL_KEY}.tab-1`].forEach((key, i) => localStorage.setItem(key, kept[i] as string));
    const first = page();
    keepTabApart(first);
    expect(first.keepUnder).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(LIVE_PAGE_KEY)).toBe('1');
    // Copied while that page is open: its mark came with the session.
    const copy = page();
    keepTabApart(copy);
    expect(copy.keepUnder).toHaveBeenCalledOnce();
    const own = copy.keepUnder.mock.calls[0]?.[0] as string;
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
    expect(onDevice(own)).toEqual(kept);
    expect(onDevice('tab-1')).toEqual(kept);
    // The page left (a refresh, a link followed): the next page finds no mark, and keeps the tab's visit.
    leave();
    expect(sessionStorage.getItem(LIVE_PAGE_KEY)).toBeNull();
    const refreshed = page();
    keepTabApart(refreshed);
    expect(refreshed.keepUnder).not.toHaveBeenCalled();
    leave();
  });

  it('copies only what the visit keeps on the device: nothing kept, nothing written', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ visit: 'tab-1' }));
    sessionStorage.setItem(LIVE_PAGE_KEY, '1');
    const copy = page();
    keepTabApart(copy);
    expect(copy.keepUnder).toHaveBeenCalledOnce();
    expect(localStorage.length).toBe(0);
    leave();
  });

  it('is not a copy where the open page had kept no visit yet', () => {
    sessionStorage.setItem(LIVE_PAGE_KEY, '1');
    const copy = page();
    keepTabApart(copy);
    expect(copy.keepUnder).not.toHaveBeenCalled();
    leave();
  });

  it('is left alone where the browser refuses storage (a private mode): nothing is copied, and the page goes on', () => {
    const refused = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => { throw new DOMException('denied', 'SecurityError'); });
    const copy = page();
    expect(() => keepTabApart(copy)).not.toThrow();
    expect(copy.keepUnder).not.toHaveBeenCalled();
    refused.mockRestore();
  });

  it('is held again by a page the browser gives back from its cache, and not by a page loaded anew', () => {
    keepTabApart(page());
    leave();
    giveBack(false);
    expect(sessionStorage.getItem(LIVE_PAGE_KEY)).toBeNull();
    giveBack(true);
    expect(sessionStorage.getItem(LIVE_PAGE_KEY)).toBe('1');
    leave();
  });
});
