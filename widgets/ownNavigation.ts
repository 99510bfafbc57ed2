/**
 * The page's own document loads: a link of the page (the language links) or its code (the signing page's return)
 * that loads a page of the site anew. The page opened so goes on with the tab's visit, where a page opened by a link
 * from elsewhere, a typed address or a bookmark may start a new one (src/engine/visitStart.ts). The browser cannot say
 * which it was: the site sends no Referer (Referrer-Policy: no-referrer), so the page leaves itself a note.
 */
export const OWN_NAVIGATION_KEY = 'ownNavigation';
/**
 * A link's load starts within this of its click (the load's time origin comes after any prompt to leave the page): a
 * note older than that as this load started is of a load that never came, one stopped or left by Back, and this load
 * is another's, a typed address.
 */
export const LOAD_START_MS = 2_000;
/** Two readings of the wall clock through performance.now() and Date.now() disagree by a rounding at most. */
const CLOCK_ROUNDING_MS = 1_000;

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

/**
 * Whether this document was loaded by the page itself, at its note's address, its load started (`loadStart`, by the wall
 * clock) just after the note; with `loadStart` null, however old the note is (a reload of an entry the page's code
 * never ran in). The note is used up.
 */
export function openedByOwnNavigation(loadStart: number | null): boolean {
  const note = storedNote();
  forgetOwnNavigation();
  if (typeof note?.href !== 'string' || withoutHash(note.href) !== withoutHash(window.location.href) || typeof note.at !== 'number') return false;
  return loadStart === null || (loadStart - note.at >= -CLOCK_ROUNDING_MS && loadStart - note.at <= LOAD_START_MS);
}

/** When this document's load started, by the wall clock the note is written by (performance.timeOrigin may run apart from it). */
export function loadStartOfPage(): number {
  return Date.now() - performance.now();
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
if (typeof window !== 'undefined') {
  window.addEventListener('click', onClick);
  // Back or Forward to another entry of this page cancels a link's load on its way. (A page given back from the
  // back-forward cache keeps the note: Back from a page whose code never ran, then Forward to it, still needs it.)
  window.addEventListener('popstate', forgetOwnNavigation);
}
