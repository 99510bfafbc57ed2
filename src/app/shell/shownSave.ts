/**
 * The save as the step's notice shows it. No save, and a save under way that has not needed a retry, show nothing, and
 * are one value: a step re-renders for its save's notice only when there is something to show (src/app/flow/stepView.ts).
 */
import type { SaveStatus } from '../state/store.ts';

export const QUIET_SAVE: SaveStatus = { state: 'idle' };

export function shownSave(save: SaveStatus): SaveStatus {
  return save.state === 'retrying' || save.state === 'failed' || save.state === 'rejected' ? save : QUIET_SAVE;
}
