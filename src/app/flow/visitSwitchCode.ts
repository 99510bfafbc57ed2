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
  withCode((code) => code.keepLeft(s));
}

/**
 * A page of the tab shows its visit again (tabCopy.ts): what the tab kept of it as left is forgotten, and the visit it
 * writes over (another page's) is kept as left. The code comes only where there is either to do.
 */
export function showsAgain(shown: string, writtenOver: FlowState | null): void {
  if (!writtenOver && !storage('session')?.getItem(VISITS_LEFT_KEY)) return;
  withCode((code) => {
    code.forgetVisitLeft(shown);
    if (writtenOver) code.keepLeft(writtenOver);
  });
}

/** Does `work` with the code: at once where it came, else once it comes. */
function withCode(work: (code: Awaited<ReturnType<typeof visitSwitchCode.load>>) => void): void {
  const code = visitSwitchCode.now();
  if (code) work(code);
  else void visitSwitchCode.load().then(work);
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
