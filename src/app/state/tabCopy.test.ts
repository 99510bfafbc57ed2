// @vitest-environment happy-dom
/**
 * A page tells a tab copied from one still open (Duplicate, window.open) from its own tab, refreshed, restored after
 * a discard or a crash, or given back from the back-forward cache: only a page still open answers for the tab's visit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTabApart, TABS_CHANNEL } from './tabCopy.ts';
import { loadFromDevice, PEOPLE_KEY, personalKey, SESSION_KEY, VISITS_LEFT_PERSONAL_KEY } from './persistence.ts';
import { forgetVisitLeft, keepVisitLeft, visitsLeft } from './visitsLeft.ts';
import { initialState, type FlowState } from './store.ts';

const stops: Array<() => void> = [];
/** Each test's tab visit, its own: pages of a test before may still be heard on a busy machine. */
let tab = '';

beforeEach(() => {
  tab = `tab-${crypto.randomUUID()}`;
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  sessionStorage.clear();
  localStorage.clear();
});

/** The campaign visit each page here shows, as the tab keeps it unless a test says otherwise. */
const SHOWN = 'visit-shown';
/** A page of a tab whose session names the tab visit tab (each page here shares the one session storage). */
const openPage = (writtenOver: FlowState | null = null) => {
  const page = {
    keepUnder: vi.fn<(own: string) => void>(), writeShown: vi.fn<() => void>(), getState: () => ({ visitId: SHOWN }),
    keptElsewhere: vi.fn(() => writtenOver),
    // What the visits left are told: the real forget, as the page's code does it.
    shownAgain: vi.fn((shown: string, _over: FlowState | null) => forgetVisitLeft(shown)),
  };
  stops.push(keepTabApart(page, page.shownAgain));
  return page;
};
/** The tab's session names its visit, as a page that saved something keeps it. */
const holdTabVisit = (visitId = SHOWN) => sessionStorage.setItem(SESSION_KEY, JSON.stringify({ visit: tab, visitId }));
/** The browser shows the page again: from its back-forward cache (`persisted`), or loaded anew. */
const giveBack = (persisted: boolean) => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
/** The browser hides the page as it goes: into its back-forward cache (`persisted`), or for good. */
const hidePage = (persisted: boolean) => window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));
/** Another page of the tab (or of another tab, for the device's storage) writes `key` of `area`; null: clears it. */
const writtenElsewhere = (key: string | null, area: Storage) => window.dispatchEvent(new StorageEvent('storage', { key, storageArea: area }));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Messages between pages arrive in later tasks: what did not come by then is taken as not sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const deviceKeys = (visit: string) => [personalKey(visit), `${PEOPLE_KEY}.${visit}`, `${VISITS_LEFT_PERSONAL_KEY}.${visit}`];
const onDevice = (visit: string) => deviceKeys(visit).map((key) => localStorage.getItem(key));
const kept = ['{"savedAt":1,"fields":{"firstName":"Ann"}}', '{"savedAt":2,"fields":{"lead-ann":{}}}', '{"savedAt":3,"fields":{"search":{"postalCode":"77030"}}}'];

describe("a tab's visit", () => {
  it('is kept by a page no other open page holds it for; a page copied from an open one takes its own, with a copy of what the visit keeps on the device', async () => {
    holdTabVisit();
    deviceKeys(tab).forEach((key, i) => localStorage.setItem(key, kept[i] as string));
    const first = openPage();
    await settle();
    expect(first.keepUnder).not.toHaveBeenCalled();
    const copy = openPage();
    await vi.waitFor(() => expect(copy.keepUnder).toHaveBeenCalled());
    await settle();
    expect(first.keepUnder).not.toHaveBeenCalled();
    expect(copy.keepUnder).toHaveBeenCalledOnce();
    const own = copy.keepUnder.mock.calls[0]?.[0] as string;
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
    expect(onDevice(own)).toEqual(kept);
    expect(onDevice(tab)).toEqual(kept);
  });

  it('is kept by a page whose tab had a page before that is no longer open: a refresh, or a tab discarded or crashed and restored, which left no word as it went', async () => {
    holdTabVisit();
    const before = openPage();
    (stops.pop() as () => void)();
    await settle();
    const restored = openPage();
    await settle();
    expect(before.keepUnder).not.toHaveBeenCalled();
    expect(restored.keepUnder).not.toHaveBeenCalled();
  });

  it('is given up by the page that asked alone, once, however many open pages answer it; nothing kept is nothing written', async () => {
    holdTabVisit();
    const first = openPage();
    await settle();
    const second = openPage();
    await vi.waitFor(() => expect(second.keepUnder).toHaveBeenCalled());
    // The session here stays the first's, so the second answers for it too, as two pages holding it would.
    const third = openPage();
    await vi.waitFor(() => expect(third.keepUnder).toHaveBeenCalled());
    await settle();
    expect(first.keepUnder).not.toHaveBeenCalled();
    expect(second.keepUnder).toHaveBeenCalledOnce();
    expect(third.keepUnder).toHaveBeenCalledOnce();
    expect(localStorage.length).toBe(0);
  });

  it('is asked about by no page whose tab kept no visit yet', async () => {
    const first = openPage();
    const second = openPage();
    await settle();
    expect(first.keepUnder).not.toHaveBeenCalled();
    expect(second.keepUnder).not.toHaveBeenCalled();
  });

  it('is answered for by no page in the back-forward cache, and again once the browser gives it back', async () => {
    holdTabVisit();
    openPage();
    window.dispatchEvent(new Event('pagehide'));
    const whileCached = openPage();
    await settle();
    expect(whileCached.keepUnder).not.toHaveBeenCalled();
    (stops.pop() as () => void)();
    giveBack(false);
    const afterLoad = openPage();
    await settle();
    expect(afterLoad.keepUnder).not.toHaveBeenCalled();
    (stops.pop() as () => void)();
    giveBack(true);
    const afterGivenBack = openPage();
    await vi.waitFor(() => expect(afterGivenBack.keepUnder).toHaveBeenCalledOnce());
  });

  it("is asked about again by a page the browser gives back from its cache: a copy made while it was away (Duplicate after a link to another site) found no page to answer it, and kept the first's visit", async () => {
    holdTabVisit();
    const first = openPage();
    window.dispatchEvent(new Event('pagehide'));
    const copy = openPage();
    await settle();
    expect(copy.keepUnder).not.toHaveBeenCalled();
    giveBack(true);
    await vi.waitFor(() => expect(first.keepUnder).toHaveBeenCalled());
    await settle();
    expect(first.keepUnder).toHaveBeenCalledOnce();
    expect(copy.keepUnder).not.toHaveBeenCalled();
    // Given back, the first page wrote the visit it shows (a page after it may have kept another); the open copy did not.
    expect(first.writeShown).toHaveBeenCalledOnce();
    expect(copy.writeShown).not.toHaveBeenCalled();
  });

  it('is written again by a page the browser gave back, as another page of its tab writes it while this one is shown (Chromium hides the page it was given back in place of after it is shown), and as it unloads; not as it goes into the cache again', async () => {
    holdTabVisit();
    const page = openPage();
    hidePage(true);
    expect(page.writeShown).not.toHaveBeenCalled();
    giveBack(true);
    expect(page.writeShown).toHaveBeenCalledOnce();
    writtenElsewhere(SESSION_KEY, sessionStorage);
    await nextTask();
    expect(page.writeShown).toHaveBeenCalledTimes(2);
    // Cleared by another page of the tab, as much as written.
    writtenElsewhere(null, sessionStorage);
    await nextTask();
    expect(page.writeShown).toHaveBeenCalledTimes(3);
    // Other keys of the tab, and the device's storage, which every tab shares, are not the tab's visit.
    writtenElsewhere(`${SESSION_KEY}.other`, sessionStorage);
    writtenElsewhere(SESSION_KEY, localStorage);
    await nextTask();
    expect(page.writeShown).toHaveBeenCalledTimes(3);
    // Into the cache again: its write would come after the page shown in its place, which writes its own.
    hidePage(true);
    writtenElsewhere(SESSION_KEY, sessionStorage);
    await nextTask();
    expect(page.writeShown).toHaveBeenCalledTimes(3);
    giveBack(true);
    expect(page.writeShown).toHaveBeenCalledTimes(4);
    // Unloaded (a refresh, a tab closed): written before the next page reads it.
    hidePage(false);
    expect(page.writeShown).toHaveBeenCalledTimes(5);
  });

  it('is written again once for the writes another page of its tab made in one task (those a page hears as the browser gives it back), and not once it is hidden before its turn', async () => {
    holdTabVisit();
    const page = openPage();
    for (let i = 0; i < 5; i++) writtenElsewhere(SESSION_KEY, sessionStorage);
    await nextTask();
    expect(page.writeShown).toHaveBeenCalledOnce();
    writtenElsewhere(SESSION_KEY, sessionStorage);
    await nextTask();
    expect(page.writeShown).toHaveBeenCalledTimes(2);
    writtenElsewhere(SESSION_KEY, sessionStorage);
    hidePage(true);
    await nextTask();
    expect(page.writeShown).toHaveBeenCalledTimes(2);
  });

  it('is written again by a page loaded anew as another page of its tab writes it while this one is shown, and not as it unloads: its own writes are the latest', async () => {
    holdTabVisit();
    const page = openPage();
    giveBack(false);
    hidePage(false);
    expect(page.writeShown).not.toHaveBeenCalled();
    giveBack(false);
    const next = openPage();
    writtenElsewhere(SESSION_KEY, sessionStorage);
    await nextTask();
    expect(next.writeShown).toHaveBeenCalledOnce();
  });

  it('is written as the page shows it when the tab keeps another visit as the check comes: a page given back from the cache before it came missed its pageshow', () => {
    holdTabVisit('visit-of-the-page-left');
    expect(openPage().writeShown).toHaveBeenCalledOnce();
    holdTabVisit();
    expect(openPage().writeShown).not.toHaveBeenCalled();
  });

  it("is no longer kept as left too, once a page shows it again: the copy a page loaded meanwhile kept is older than what this page shows; the other visits left stay", async () => {
    holdTabVisit();
    const page = openPage();
    hidePage(true);
    // A page of another campaign, loaded anew in its place, kept this page's visit as left, and one more of its own.
    keepVisitLeft({ visit: SHOWN, campaign: 's6' }, { session: { step: 'postal' }, personal: { firstName: 'Older' } });
    keepVisitLeft({ visit: 'visit-other', campaign: 'ss6' }, { session: { step: 'home' }, personal: { zip: '02116' } });
    giveBack(true);
    expect(page.writeShown).toHaveBeenCalledOnce();
    expect(visitsLeft()).toEqual([{ visit: 'visit-other', campaign: 'ss6' }]);
    expect(loadFromDevice(`${VISITS_LEFT_PERSONAL_KEY}.${tab}`)).toEqual({ 'visit-other': { zip: '02116' } });
    // A page given back before the check came, as another page's write is heard, and as it unloads: the same.
    for (const shows of [() => openPage(), () => writtenElsewhere(SESSION_KEY, sessionStorage), () => hidePage(false)]) {
      keepVisitLeft({ visit: SHOWN, campaign: 's6' }, { session: { step: 'postal' }, personal: null });
      holdTabVisit('visit-other');
      shows();
      await nextTask();
      expect(visitsLeft()).toEqual([{ visit: 'visit-other', campaign: 'ss6' }]);
    }
  });

  it('hands on the visit it writes over, read before its write, as left: another page of the tab wrote it', () => {
    const searchVisit = { ...initialState('US'), campaign: 'ss6', visitId: 'visit-other' };
    holdTabVisit('visit-other');
    const page = openPage(searchVisit);
    expect(page.keptElsewhere.mock.invocationCallOrder[0]).toBeLessThan(page.writeShown.mock.invocationCallOrder[0] ?? 0);
    expect(page.shownAgain.mock.calls).toEqual([[SHOWN, searchVisit]]);
    expect(page.writeShown.mock.invocationCallOrder[0]).toBeLessThan(page.shownAgain.mock.invocationCallOrder[0] ?? 0);
  });

  it("is left alone by a framed page (the studio's preview): it shares the session of the page around it, is no copy of it, and does not write the tab's visit again at that page's writes", async () => {
    holdTabVisit();
    const around = openPage();
    const top = Object.getOwnPropertyDescriptor(window, 'top');
    Object.defineProperty(window, 'top', { value: {}, configurable: true });
    const framed = openPage();
    if (top) Object.defineProperty(window, 'top', top);
    else Reflect.deleteProperty(window, 'top');
    expect(window.top).toBe(window);
    writtenElsewhere(SESSION_KEY, sessionStorage);
    await settle();
    expect(framed.keepUnder).not.toHaveBeenCalled();
    expect(framed.writeShown).not.toHaveBeenCalled();
    expect(around.keepUnder).not.toHaveBeenCalled();
  });

  it("is answered for to the page that asked alone, and only when it is the answering page's own", async () => {
    holdTabVisit();
    const page = openPage();
    const heard: Array<{ to?: string }> = [];
    const listener = new BroadcastChannel(TABS_CHANNEL);
    listener.onmessage = ({ data }: MessageEvent<{ to?: string }>) => heard.push(data);
    const asker = new BroadcastChannel(TABS_CHANNEL);
    asker.postMessage({ holds: `${tab}-other`, from: `${tab}-other-tab` });
    asker.postMessage({ held: tab, to: `${tab}-someone-else` });
    asker.postMessage({ holds: tab, from: `${tab}-copy` });
    await vi.waitFor(() => expect(heard).toContainEqual({ held: tab, to: `${tab}-copy` }));
    await settle();
    expect(heard.filter((message) => message.to === `${tab}-copy`)).toHaveLength(1);
    expect(heard.filter((message) => message.to === `${tab}-other-tab`)).toEqual([]);
    expect(page.keepUnder).not.toHaveBeenCalled();
    listener.close();
    asker.close();
  });

  it("is not put out by a message on the channel that is neither a question nor an answer: it goes on answering", async () => {
    holdTabVisit();
    openPage();
    const heard: Array<{ to?: string }> = [];
    const asker = new BroadcastChannel(TABS_CHANNEL);
    asker.onmessage = ({ data }: MessageEvent<{ to?: string }>) => heard.push(data);
    const errors = vi.fn();
    window.addEventListener('error', errors);
    for (const hostile of [null, 'holds', 42]) asker.postMessage(hostile);
    asker.postMessage({ holds: tab, from: `${tab}-copy` });
    await vi.waitFor(() => expect(heard).toContainEqual({ held: tab, to: `${tab}-copy` }));
    expect(errors).not.toHaveBeenCalled();
    window.removeEventListener('error', errors);
    asker.close();
  });

  it('is left alone in a browser without channels between pages: nothing is asked, and the page goes on', async () => {
    holdTabVisit();
    openPage();
    vi.stubGlobal('BroadcastChannel', undefined);
    const page = openPage();
    vi.unstubAllGlobals();
    await settle();
    expect(page.keepUnder).not.toHaveBeenCalled();
  });

  it('is left alone where the browser refuses storage (a private mode): nothing is asked, and the page goes on', async () => {
    const refused = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => { throw new DOMException('denied', 'SecurityError'); });
    const page = openPage();
    await settle();
    expect(page.keepUnder).not.toHaveBeenCalled();
    refused.mockRestore();
  });
});
