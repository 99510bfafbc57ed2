/**
 * A tab copied from one still open (the browser's Duplicate, a page opened by script with window.open) copies the
 * first's session, and with it the tab's visit, under which the visit's person is kept on the device (persistence.ts
 * personalKey). The two tabs then shared one person: a refresh of the first gave back the person the second had typed,
 * and the second's finished flow took the first's person off the device. A page marks its session while it is shown and
 * clears the mark as it goes (a refresh, a link followed, a closed tab), so a mark found is another open page's. Loaded
 * once the first question has shown: nobody copies a tab before then.
 */
import { loadSession, PEOPLE_KEY, PERSONAL_KEY, storage, VISITS_LEFT_PERSONAL_KEY } from './persistence.ts';
import { randomId } from '../../core/randomId.ts';
import type { KeptFlowStore } from './store.ts';

export const LIVE_PAGE_KEY = 'signup.live-page.v1';

/** Marks this tab's session as held by this page; a session copied from another open page's takes a visit of its own. */
export function keepTabApart(store: Pick<KeptFlowStore, 'keepUnder'>): void {
  const session = storage('session');
  // Without a session (storage blocked) nothing was copied, nor is kept under the tab's visit.
  if (!session) return;
  const shared = session.getItem(LIVE_PAGE_KEY) === null ? undefined : loadSession<{ visit?: string }>()?.visit;
  const mark = () => session.setItem(LIVE_PAGE_KEY, '1');
  mark();
  window.addEventListener('pagehide', () => session.removeItem(LIVE_PAGE_KEY));
  // A page given back by the browser's Back from its cache holds the session again.
  window.addEventListener('pageshow', (event) => event.persisted && mark());
  if (shared === undefined) return;
  const own = randomId();
  copyDeviceParts(shared, own);
  store.keepUnder(own);
}

/**
 * Gives a tab copied from another its own copy of what the visit keeps on the device under `from`: its
 * person, whom its leads are about, the persons of the visits it left. Each tab then changes and clears its own.
 */
function copyDeviceParts(from: string, to: string): void {
  const local = storage('local');
  for (const key of [PERSONAL_KEY, PEOPLE_KEY, VISITS_LEFT_PERSONAL_KEY]) {
    const kept = local?.getItem(`${key}.${from}`);
    if (kept) local?.setItem(`${key}.${to}`, kept);
  }
}
