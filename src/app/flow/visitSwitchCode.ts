/**
 * What the page's first step carries of the visits a tab leaves for another campaign's (visitSwitch.ts): the code
 * comes when a visit is first left, or when the history may return to one kept before a reload.
 */
import { loadedModule } from '../loadedModule.ts';
import { storage, VISITS_LEFT_KEY } from '../state/persistence.ts';
import type { FlowState, FlowStore } from '../state/store.ts';
import type { Location } from '../../../widgets/router.tsx';
import { visitOfEntry } from './useControllerDeps.ts';

export const visitSwitchCode = loadedModule(() => import('./visitSwitch.ts'));

/** Visits left before their code came: kept as it comes, before it decides anything. */
const unkept: FlowState[] = [];

/** Keeps a visit the tab leaves: at once where its code has come (the step beginning another waits for it, stepDownloads.ts). */
export function leaveVisit(s: FlowState): void {
  unkept.push(s);
  const code = visitSwitchNow();
  if (!code) void visitSwitchCode.load().then(keepUnkept);
}

/**
 * Gives the tab back the visit it left that a step of `campaign` reached through the history returns to, if any: done
 * before anything of the step is decided by the visit (what it downloads, where it goes, what it shows). Returns the
 * code's download while that has yet to come; null once done.
 */
export function returnToVisitLeft(location: Partial<Pick<Location, 'state' | 'throughHistory'>>, campaign: string, store: FlowStore): (() => Promise<unknown>) | null {
  if (!location.throughHistory || !visitsMayBeLeft()) return null;
  const code = visitSwitchNow();
  if (!code) return visitSwitchCode.load;
  code.resumeVisit(store, { campaign, entryVisit: visitOfEntry(location.state), throughHistory: true });
  return null;
}

/** The code, with every visit left kept; null until it has come. */
function visitSwitchNow(): typeof import('./visitSwitch.ts') | null {
  const code = visitSwitchCode.now();
  if (code) keepUnkept(code);
  return code;
}

function keepUnkept(code: typeof import('./visitSwitch.ts')): void {
  for (const s of unkept.splice(0)) code.keepLeft(s);
}

/** Whether the tab may hold a visit left: one on its way to being kept, or one kept (before a reload, say). */
export function visitsMayBeLeft(): boolean {
  return unkept.length > 0 || Boolean(storage('session')?.getItem(VISITS_LEFT_KEY));
}
