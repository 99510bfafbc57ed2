/**
 * What the page's first step carries of the visits a tab leaves for another campaign's (visitSwitch.ts): the code
 * comes before a step of another campaign shows (stepDownloads.ts), or with a Back or Forward while the tab keeps one.
 */
import { loadedModule } from '../loadedModule.ts';
import { storage, VISITS_LEFT_KEY } from '../state/persistence.ts';
import type { FlowState, FlowStore } from '../state/store.ts';
import type { Location } from '../../../widgets/router.tsx';
import { visitOfEntry } from './stepEntry.ts';

export const visitSwitchCode = loadedModule(() => import('./visitSwitch.ts'));

/** Keeps a visit the tab leaves: at once, as the step that leaves it waited for the code (a step outside the flow's routes keeps it once the code comes). */
export function leaveVisit(s: FlowState): void {
  const code = visitSwitchCode.now();
  if (code) code.keepLeft(s);
  else void visitSwitchCode.load().then((later) => later.keepLeft(s));
}

/** Forgets what the tab keeps as left of the visit a page shows again (tabCopy.ts): its code comes where the tab keeps any. */
export function forgetShownLeft(visit: string): void {
  if (!storage('session')?.getItem(VISITS_LEFT_KEY)) return;
  const code = visitSwitchCode.now();
  if (code) code.forgetVisitLeft(visit);
  else void visitSwitchCode.load().then((later) => later.forgetVisitLeft(visit));
}

/**
 * Gives the tab back the visit it left that a step of `campaign` reached through the history returns to, if any: done
 * before anything of the step is decided by the visit (what it downloads, where it goes, what it shows). Returns the
 * code's download while that has yet to come; null once done.
 */
export function returnToVisitLeft(location: Partial<Pick<Location, 'state' | 'throughHistory'>>, campaign: string, store: FlowStore): (() => Promise<unknown>) | null {
  if (!location.throughHistory || !storage('session')?.getItem(VISITS_LEFT_KEY)) return null;
  const code = visitSwitchCode.now();
  if (!code) return visitSwitchCode.load;
  code.resumeVisit(store, { campaign, entryVisit: visitOfEntry(location.state), throughHistory: true });
  return null;
}
