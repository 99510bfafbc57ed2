/**
 * The page's own document loads: a link of the page (the language links) or its code (the signing page's return)
 * that loads a page of the site anew. The page opened so goes on with the tab's visit, where a page opened by a link
 * from elsewhere, a typed address or a bookmark may start a new one (src/engine/visitStart.ts). The browser cannot say
 * which it was: the site sends no Referer (Referrer-Policy: no-referrer), so the page leaves itself a note.
 */
export const OWN_NAVIGATION_KEY = 'ownNavigation';
/** A note older than this is of a load that never happened (a link whose click the router took over, a cancelled load). */
const FRESH_MS = 30_000;

/** An address without its fragment, which a load keeps or drops as the link had it. */
const withoutHash = (href: string) => href.split('#')[0];

/** Notes that the page itself is about to load `to`. */
export function markOwnNavigation(to: string): void {
  try {
    window.sessionStorage.setItem(OWN_NAVIGATION_KEY, JSON.stringify({ href: new URL(to, window.location.href).href, at: Date.now() }));
  } catch {
    // Without storage the load counts as one by a link: at worst a new visit, never a lost one's answers in another's.
  }
}

/** The note as stored; null without one, or where storage or the note cannot be read. */
function storedNote(): { href?: unknown; at?: unknown } | null {
  try {
    return JSON.parse(window.sessionStorage.getItem(OWN_NAVIGATION_KEY) ?? 'null') as { href?: unknown; at?: unknown } | null;
  } catch {
    return null;
  }
}

/** Whether this document was loaded by the page itself, at its note's address (a fresh note's, unless `fresh` is false); the note is used up. */
export function openedByOwnNavigation(now = Date.now(), fresh = true): boolean {
  const note = storedNote();
  forgetOwnNavigation();
  return typeof note?.href === 'string' && withoutHash(note.href) === withoutHash(window.location.href)
    && typeof note.at === 'number' && now - note.at >= 0 && (!fresh || now - note.at < FRESH_MS);
}

/** Takes back the note: used up by the load it was of, or left by a load that never came (widgets/router.tsx Link clears it). */
export function forgetOwnNavigation(): void {
  try {
    window.sessionStorage.removeItem(OWN_NAVIGATION_KEY);
  } catch {
    // Without storage there is no note.
  }
}

/** A click the browser follows in this tab: the main button, no key that opens a new tab or window or downloads, not cancelled. */
export function isPlainClick(event: Pick<globalThis.MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self');
}

/**
 * A click on a link of the site that the browser will load as a document in this tab: a note no load used up would make
 * a later load of that address, typed by another person, the site's own. So no note for a click the page cancelled (an
 * error summary's link, which moves to its question instead), one that opens another tab or downloads, or a place on
 * the page itself (the skip link; an empty fragment, `#`, as well).
 */
function onClick(event: globalThis.MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || !isPlainClick(event, link.target) || link.hasAttribute('download')) return;
  const to = new URL(link.href, window.location.href);
  if (to.href.includes('#') && withoutHash(to.href) === withoutHash(window.location.href)) return;
  if (to.origin === window.location.origin) markOwnNavigation(link.href);
}

// On the window as the click bubbles up: after the page's own handlers, which may cancel it (React's, on its root).
if (typeof window !== 'undefined') window.addEventListener('click', onClick);
