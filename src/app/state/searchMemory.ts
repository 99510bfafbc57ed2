/**
 * The study search a visit left for a study's screener (src/engine/searchLeft.ts), kept for the tab: its postal code
 * with the personal fields, in local storage for 24 hours at most; the rest (country, conditions, results) in the tab's
 * session storage. Forgotten when a flow completes, as the personal fields are.
 */
import type { LeftSearch, SearchInputs } from '../../engine/searchLeft.ts';
import type { ConsentRecord } from '../../engine/consentRecords.ts';
import type { StudySearchResponse } from '../../generated/api/study-search.response.ts';
import { loadFromDevice, loadSession, saveOnDevice, saveSession, storage } from './persistence.ts';

export const LEFT_SEARCH_KEY = 'signup.left-search.v1';
export const LEFT_SEARCH_POSTAL_KEY = 'signup.left-search.personal.v1';

export type RememberedSearch = LeftSearch<StudySearchResponse>;

type Kept = Omit<RememberedSearch, 'inputs'> & { inputs: Omit<SearchInputs, 'postalCode'> };

export function rememberSearch(left: RememberedSearch): void {
  const { postalCode, ...inputs } = left.inputs;
  saveSession<Kept>({ ...left, inputs }, LEFT_SEARCH_KEY);
  saveOnDevice(LEFT_SEARCH_POSTAL_KEY, { postalCode });
}

/** Kept as rememberSearch wrote it: anything else (an older shape, an edited entry) is no search, not a broken page. */
function wellFormed(kept: unknown): kept is Kept {
  const k = kept as Partial<Kept> | null;
  return typeof k?.campaign === 'string' && typeof k.inputs?.country === 'string' && Array.isArray(k.inputs.indicationIds)
    && typeof k.inputs.consentGiven === 'boolean' && Array.isArray(k.results?.studies) && Array.isArray(k.results.nearbyStudies)
    && (k.landing === undefined || k.landing === null || typeof k.landing === 'string');
}

/** A consent record as searchLeft keeps one: an edited entry's other items are dropped, not sent with the next save. */
function isConsentRecord(item: unknown): item is ConsentRecord {
  const r = item as Partial<ConsentRecord> | null;
  return typeof r?.type === 'string' && typeof r.granted === 'boolean' && typeof r.text === 'string' && typeof r.step === 'string';
}

export function rememberedSearch(): RememberedSearch | null {
  const kept = loadSession<unknown>(LEFT_SEARCH_KEY);
  if (!wellFormed(kept)) return null;
  const postalCode = loadFromDevice<{ postalCode: string | null }>(LEFT_SEARCH_POSTAL_KEY)?.postalCode ?? null;
  // Kept before a search remembered its landing, or its consents: none.
  return { ...kept, inputs: { ...kept.inputs, postalCode }, landing: kept.landing ?? null, consents: Array.isArray(kept.consents) ? kept.consents.filter(isConsentRecord) : [] };
}

export function forgetSearch(): void {
  storage('session')?.removeItem(LEFT_SEARCH_KEY);
  storage('local')?.removeItem(LEFT_SEARCH_POSTAL_KEY);
}
