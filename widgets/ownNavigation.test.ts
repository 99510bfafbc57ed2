// @vitest-environment happy-dom
// The test's page stays where it is when a link is clicked, without the click being cancelled (a cancelled click leaves no note).
// @vitest-environment-options { "settings": { "navigation": { "disableFallbackToSetURL": true } } }
/** The page's note of its own document loads: what tells a language link's load from a page opened by a link from elsewhere. */
import { afterEach, describe, expect, it } from 'vitest';
import { markOwnNavigation, openedByOwnNavigation, OWN_NAVIGATION_KEY } from './ownNavigation.ts';

afterEach(() => { window.sessionStorage.clear(); document.body.innerHTML = ''; });

describe('own navigation', () => {
  it("is the page's own load at the address noted, once, while the note is fresh", () => {
    markOwnNavigation(`${window.location.pathname}${window.location.search}#eligibility`);
    const at = JSON.parse(window.sessionStorage.getItem(OWN_NAVIGATION_KEY) ?? '{}').at as number;
    expect(openedByOwnNavigation(at + 29_999)).toBe(true);
    // Used up: the next load (a typed address, a link from elsewhere) is not the page's own.
    expect(openedByOwnNavigation(at + 1)).toBe(false);
  });

  it('is not for another address, a stale note, a note from the future, or none', () => {
    markOwnNavigation('/signup/es/ws10/home');
    expect(openedByOwnNavigation()).toBe(false);
    markOwnNavigation(window.location.href);
    const at = JSON.parse(window.sessionStorage.getItem(OWN_NAVIGATION_KEY) ?? '{}').at as number;
    expect(openedByOwnNavigation(at + 30_000)).toBe(false);
    markOwnNavigation(window.location.href);
    expect(openedByOwnNavigation(at - 1)).toBe(false);
    expect(openedByOwnNavigation()).toBe(false);
    window.sessionStorage.setItem(OWN_NAVIGATION_KEY, '{not json');
    expect(openedByOwnNavigation()).toBe(false);
    // A time that is not a number is no note's (a string would count by subtraction).
    window.sessionStorage.setItem(OWN_NAVIGATION_KEY, JSON.stringify({ href: window.location.href, at: String(at) }));
    expect(openedByOwnNavigation(at + 1)).toBe(false);
    // Noted in the same millisecond as the load: still the page's own.
    markOwnNavigation(window.location.href);
    const now = JSON.parse(window.sessionStorage.getItem(OWN_NAVIGATION_KEY) ?? '{}').at as number;
    expect(openedByOwnNavigation(now)).toBe(true);
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
