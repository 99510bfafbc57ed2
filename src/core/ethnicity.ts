/** Ethnicity options (spec §3), in the order shown; -1 'decline' excludes the others. */
export const ETHNICITIES = [
  { id: 1, key: 'white' }, { id: 2, key: 'black' }, { id: 3, key: 'asian' }, { id: 7, key: 'hawaiian' },
  { id: 5, key: 'americanIndian' }, { id: 6, key: 'hispanic' }, { id: 8, key: 'eastern' }, { id: -1, key: 'decline' },
] as const;

export const DECLINE_ETHNICITY = -1;

/** Ticking 'decline' clears the others; ticking another clears 'decline'. */
export function toggleEthnicity(selected: readonly number[], id: number, on: boolean): number[] {
  if (!on) return selected.filter((x) => x !== id);
  if (id === DECLINE_ETHNICITY) return [DECLINE_ETHNICITY];
  return [...selected.filter((x) => x !== DECLINE_ETHNICITY && x !== id), id];
}
