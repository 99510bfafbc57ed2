/**
 * A tab copied from one still open (the browser's Duplicate, a page opened by script with window.open) copies the
 * first's session, and with it the tab's visit, under which the visit's person is kept on the device (persistence.ts
 * personalKey). The two tabs then shared one person: a refresh of the first gave back the person the second had typed,
 * and the second's finished flow took the first's person off the device. A page asks the tab's other open pages
 * whether one holds its tab's visit; the first to answer makes it a copy, which takes a visit of its own. A page left
 * (a refresh, a link followed, a tab discarded or crashed and restored) answers nothing: a mark kept in the session
 * outlived a discarded page, and its tab, restored, was taken for a copy that left its first person on the device.
 * Loaded once the browser is idle after the first question.
 */
import { loadSession, PEOPLE_KEY, PERSONAL_KEY, SESSION_KEY, storage, VISITS_LEFT_PERSONAL_KEY } from './persistence.ts';
import { randomId } from '../../core/randomId.ts';
import type { FlowState, KeptFlowStore } from './store.ts';

export const TABS_CHANNEL = 'signup.tabs.v1';

/** A page asks who holds its tab's visit (`holds`), and an open page holding it answers the one who asked (`held`). */
type TabMessage = { holds: string; from: string } | { held: string; to: string };

/**
 * Answers the other pages' questions while this page is shown, and asks whether one holds this tab's visit (as it
 * loads, and again when the browser gives it back from its cache): if so, this page is a copy and keeps the visit
 * under one of its own, with a copy of what the first keeps on the device. Returns the stop of both, for tests: a
 * page's own stop is its going. `shownAgain` keeps the visits the tab left (visitsLeft.ts: code this page may not have
 * yet) as the page writes what it shows: the visit shown is no longer one left, and the one written over (another page's,
 * or null) is.
 */
export function keepTabApart(store: Pick<KeptFlowStore, 'keepUnder' | 'writeShown' | 'keptElsewhere'> & { getState(): { visitId: string } }, shownAgain: (shown: string, writtenOver: FlowState | null) => void): () => void {
  // A browser without channels between pages (Safari before 15.4) tells no copy apart; nor does one refusing storage,
  // where no visit is kept: neither asks, nor answers. A framed page (the studio's preview, the one page that may be
  // framed) shares the session of the tab's page around it, shown beside it: it is no copy, and the two pages each
  // writing the tab's visit again at the other's write never stopped.
  if (typeof BroadcastChannel !== 'function' || window.top !== window) return () => undefined;
  const tabVisit = () => loadSession<{ visit?: string }>()?.visit;
  // The tab keeps what this page shows. A copy of its visit kept as left (by a page loaded meanwhile, when the browser
  // gave this one back) is older than it, and Back to a step of this page took that copy up. The visit written over is
  // another page's of the tab, now left: were that page dropped from the cache, Forward would load it anew, and find it.
  const writeShown = () => {
    const writtenOver = store.keptElsewhere();
    store.writeShown();
    shownAgain(store.getState().visitId, writtenOver);
  };
  // A page given back from the cache before this module came missed its pageshow, and another page of the tab may have
  // written since; this page is shown (it runs), so what the tab keeps is what it shows.
  const kept = loadSession<{ visitId?: string }>();
  if (kept && kept.visitId !== store.getState().visitId) writeShown();
  // The question this page asked last, till its answer came; answers to any other are not this page's.
  let question: string | null = null;
  const listen = (): BroadcastChannel => {
    const open = new BroadcastChannel(TABS_CHANNEL);
    open.onmessage = ({ data }: MessageEvent<TabMessage | null>) => {
      // Any script of the site may post on the channel: what is not a question or an answer is not heard.
      if (typeof data !== 'object' || data === null) return;
      const visit = tabVisit();
      if ('holds' in data && data.holds === visit) open.postMessage({ held: visit, to: data.from } satisfies TabMessage);
      // An answer to this page's question, which named its tab's visit.
      if ('to' in data && data.to === question && visit !== undefined) {
        question = null;
        const own = randomId();
        copyDeviceParts(visit, own);
        store.keepUnder(own);
      }
    };
    return open;
  };
  const ask = (open: BroadcastChannel) => {
    const visit = tabVisit();
    question = null;
    if (visit !== undefined) {
      question = randomId();
      open.postMessage({ holds: visit, from: question } satisfies TabMessage);
    }
    return open;
  };
  let channel: BroadcastChannel | null = ask(listen());
  // A page in the browser's back-forward cache is not open: it answers nothing, and a copy made meanwhile (Duplicate
  // after a link to another site) found none to answer it. Given back, the page answers again and asks again.
  const hide = () => {
    channel?.close();
    channel = null;
  };
  // Given back, it shows its visit as it left it, though a page after it in the tab (another campaign's, loaded anew)
  // kept another since: a refresh then found that one, and this page's person gone. The tab keeps what it shows.
  let givenBack = false;
  const show = (event: PageTransitionEvent) => {
    if (!event.persisted || channel) return;
    givenBack = true;
    writeShown();
    channel = ask(listen());
  };
  // Chromium hides the page this one was given back in place of only after this one is shown, and that page then
  // writes what it had not yet written (a write waiting for a frame: the clean-clone run at 86b944f): the tab then
  // kept its visit, and a refresh or a copy of the tab found that one. Only one page of a tab is shown; another of its
  // pages writing the tab's visit while this one is shown is one that has gone, and what this one shows is written again.
  // Written once for the events of a task: a page given back hears at once every write made while it was in the cache.
  let rewrite: ReturnType<typeof setTimeout> | null = null;
  const overwritten = (event: StorageEvent) => {
    if (!channel || rewrite !== null || event.storageArea !== storage('session') || (event.key !== SESSION_KEY && event.key !== null)) return;
    rewrite = setTimeout(() => {
      rewrite = null;
      if (channel) writeShown();
    }, 0);
  };
  // A page given back and then unloaded (a refresh, a tab closed) writes what it shows, before the next page reads it,
  // where a browser tells it of no other page's write. Not as it goes into the cache: then it is hidden only after the
  // page shown in its place (Chromium), and its write would be the late one.
  const leave = (event: PageTransitionEvent) => {
    if (givenBack && !event.persisted) writeShown();
    hide();
  };
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', show);
  window.addEventListener('storage', overwritten);
  return () => {
    hide();
    if (rewrite !== null) clearTimeout(rewrite);
    window.removeEventListener('pagehide', leave);
    window.removeEventListener('pageshow', show);
    window.removeEventListener('storage', overwritten);
  };
}

/**
 * Gives a tab copied from another its own copy of what the visit keeps on the device under `from`: its person, whom
 * its leads are about, the persons of the visits it left. Each tab then changes and clears its own.
 */
function copyDeviceParts(from: string, to: string): void {
  const local = storage('local');
  for (const key of [PERSONAL_KEY, PEOPLE_KEY, VISITS_LEFT_PERSONAL_KEY]) {
    const kept = local?.getItem(`${key}.${from}`);
    if (kept) local?.setItem(`${key}.${to}`, kept);
  }
}
