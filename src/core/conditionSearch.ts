/**
 * Condition search (spec §5): above 2 characters, case-insensitive contains, at most 10 matches; 'candidate for' names
 * excluded. Accents are ignored on both sides (searchText.ts).
 */
import { searchText } from './searchText.ts';

export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_RESULTS = 10;
export const SEARCH_DEBOUNCE_MS = 100;

export interface Condition {
  id: number;
  name: string;
  showForSignup: boolean;
}

export interface ConditionGroup {
  id: number;
  name: string;
  indications: Condition[];
}

export function isListable(condition: Condition): boolean {
  return condition.showForSignup && !/candidate for/i.test(condition.name);
}

/** Groups with only listable conditions, empty groups dropped. */
export function listableGroups(groups: readonly ConditionGroup[]): ConditionGroup[] {
  return groups.map((g) => ({ ...g, indications: g.indications.filter(isListable) })).filter((g) => g.indications.length > 0);
}

/** Matches for a query, or null when the query is too short to search. */
export function searchConditions(groups: readonly ConditionGroup[], query: string): Condition[] | null {
  const q = searchText(query.trim());
  if (q.length < SEARCH_MIN_CHARS) return null;
  const seen = new Set<number>();
  const out: Condition[] = [];
  for (const group of listableGroups(groups)) {
    for (const c of group.indications) {
      if (out.length >= SEARCH_MAX_RESULTS) return out;
      if (!seen.has(c.id) && searchText(c.name).includes(q)) { seen.add(c.id); out.push(c); }
    }
  }
  return out;
}
