// @vitest-environment happy-dom
// The test's page stays where it is when a link is clicked, without the click being cancelled (a cancelled click leaves no note).
// @vitest-environment-options { "settings": { "navigation": { "disableFallbackToSetURL": true } } }
/** The page's note of its own document loads: what tells a language link's load from a page opened by a link from elsewhere. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_START_MS, loadStartOfPage, markOwnNavigation, openedByOwnNavigation, OWN_NAVIGATION_KEY } from './ownNavigation.ts';

afterEach(() => { window.sessionStorage.clear(); document.body.innerHTML = ''; });

/** Notes the page's own load of `to` (this address unless given), and gives the note's time. */
function noted(to = window.location.href): number {
  markOwnNavigation(to);
  return JSON.parse(window.sessionStorage.getItem(OWN_NAVIGATION_KEY) ?? '{}').at as number;
}

describe('own navigation', () => {
  it("is the page's own load at the address noted, once, where the load started just after the note", () => {
    const at = noted(`${window.location.pathname}${window.location.search}#eligibility`);
    expect(openedByOwnNavigation(at + LOAD_START_MS)).toBe(true);
    // Used up: the next load (a typed address, a link from elsewhere) is not the page's own.
    expect(openedByOwnNavigation(at + 1)).toBe(false);
    // However old, for a reload of an entry the page's code never ran in.
    markOwnNavigation(window.location.href);
    expect(openedByOwnNavigation(null)).toBe(true);
    expect(openedByOwnNavigation(null)).toBe(false);
  });

  it('is not for another address, a load started long after the note (one stopped or left by Back, then a typed address), a note from after the load started, or none', () => {
    markOwnNavigation('/signup/es/ws10/home');
    expect(openedByOwnNavigation(null)).toBe(false);
    let at = noted();
    expect(openedByOwnNavigation(at + LOAD_START_MS + 1)).toBe(false);
    // The window is a load's start, not a person's typing: 30 s (the note's age limit before) is far outside it.
    expect(LOAD_START_MS).toBeLessThanOrEqual(2_000);
    at = noted();
    expect(openedByOwnNavigation(at + 30_000)).toBe(false);
    at = noted();
    expect(openedByOwnNavigation(at - 1_000)).toBe(true);
    at = noted();
    expect(openedByOwnNavigation(at - 1_001)).toBe(false);
    expect(openedByOwnNavigation(null)).toBe(false);
    window.sessionStorage.setItem(OWN_NAVIGATION_KEY, '{not json');
    expect(openedByOwnNavigation(null)).toBe(false);
    // A time that is not a number is no note's (a string would count by subtraction).
    window.sessionStorage.setItem(OWN_NAVIGATION_KEY, JSON.stringify({ href: window.location.href, at: String(at) }));
    expect(openedByOwnNavigation(at + 1)).toBe(false);
    window.sessionStorage.setItem(OWN_NAVIGATION_KEY, JSON.stringify({ href: window.location.href }));
    expect(openedByOwnNavigation(null)).toBe(false);
    // Noted in the same millisecond as the load started: still the page's own.
    at = noted();
    expect(openedByOwnNavigation(at)).toBe(true);
  });

  it('starts a load by the wall clock, and forgets the note on Back or Forward to another entry of the page, which cancels a load on its way', () => {
    vi.spyOn(performance, 'now').mockReturnValue(1_500);
    vi.spyOn(Date, 'now').mockReturnValue(10_000);
    expect(loadStartOfPage()).toBe(8_500);
    vi.restoreAllMocks();
    // Given back from the cache, the note stays: Forward to a page the note's load opened and whose code never ran needs it.
    markOwnNavigation(window.location.href);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(window.sessionStorage.getItem(OWN_NAVIGATION_KEY)).not.toBeNull();
    markOwnNavigation(window.location.href);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(window.sessionStorage.getItem(OWN_NAVIGATION_KEY)).toBeNull();
  });

  it("notes a click on the site's own link that loads a page here, not one that opens elsewhere or leaves the site", () => {
    document.body.innerHTML = `<a id="es" href="/signup/es/ws10/home"><span>Español</span></a><a id="tab" href="/signup/ws10/home" target="_blank">x</a>
      <a id="self" href="/signup/ws10/postal" target="_self">s</a>
      <a id="off" href="https://elsewhere.example/">y</a><a id="file" href="/x.ics" download>z</a>`;
    const click = (id: string, init: MouseEventInit = {}) => {
      window.sessionStorage.clear();
      const link = document.getElementById(id) as HTMLAnchorElement;
      (link.firstElementChild ?? link).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
      return JSON.parse(window.sessionStorage.getItem(OWN_NAVIGATION_KEY) ?? 'null') as { href: string } | null;
    };
    document.body.insertAdjacentHTML('beforeend', `<a id="skip" href="#main">skip</a><a id="place" href="${window.location.pathname}${window.location.search}#eligibility">p</a>
      <a id="other" href="${window.location.pathname}?lang=es#main">o</a>`);
    document.body.insertAdjacentHTML('beforeend', `<a id="empty" href="#">e</a><a id="emptyHere" href="${window.location.pathname}${window.location.search}#">h</a>
      <a id="cancelled" href="/signup/ws10/home">c</a>`);
    document.getElementById('cancelled')?.addEventListener('click', (e) => e.preventDefault());
    // A place on the page itself loads nothing: the skip link, or an empty place (an error summary's link to a question
    // without an id), leaves no note that a later reload would take for its own; nor does a click the page cancelled.
    for (const id of ['tab', 'off', 'file', 'skip', 'place', 'empty', 'emptyHere', 'cancelled']) expect(click(id), id).toBeNull();
    // A click that opens another tab or window, or downloads, loads nothing here.
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) expect(click('es', init), JSON.stringify(init)).toBeNull();
    document.body.insertAdjacentHTML('beforeend', `<a id="same" href="${window.location.pathname}${window.location.search}">same</a>`);
    // The same address without a place on it loads the page again: noted.
    expect(click('same')?.href).toBe(new URL(`${window.location.pathname}${window.location.search}`, window.location.href).href);
    expect(click('other')?.href).toBe(new URL(`${window.location.pathname}?lang=es#main`, window.location.href).href);
    expect(click('es')?.href).toBe(new URL('/signup/es/ws10/home', window.location.href).href);
    expect(click('self')?.href).toBe(new URL('/signup/ws10/postal', window.location.href).href);
  });
});
