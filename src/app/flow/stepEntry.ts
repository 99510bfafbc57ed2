/** A step's history entry: what it keeps, and the visit it names for Back and Forward. */
import { updateEntryState } from '../../../widgets/router.tsx';

/**
 * What a step's history entry keeps: the address of the step it was reached from, for a move back to it (`back`), and
 * the visit that made it (FlowState.visitId), for a verdict shown only in its own visit (routeResolution.ts).
 */
export interface StepEntry { from: string; visit: string }

/** The visit a history entry was made in; null for an entry that says none (the first page loaded, a redirect). */
export function visitOfEntry(state: unknown): string | null {
  const visit = (state as Partial<StepEntry> | null)?.visit;
  return typeof visit === 'string' ? visit : null;
}

/**
 * Names in the history entry of the step at `href` the visit it shows, where its entry names another: a visit's first
 * step was moved to from another visit, or by a link (which names none). Back or Forward to it then finds that visit,
 * though the tab has left it since (src/engine/visitReturn.ts).
 */
export function nameVisitOfEntry(href: string, entryState: unknown, visit: string): void {
  if (visitOfEntry(entryState) !== visit) updateEntryState(href, (state) => ({ ...(state as object | null), visit }));
}
