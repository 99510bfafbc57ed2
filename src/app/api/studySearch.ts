/**
 * The study search of a search page, asked once its postal code is complete (searchesAhead), so Search finds the
 * studies waiting instead of a round trip after the tap; Search asks anew when its question differs (another code,
 * other conditions) or the answer is older than STUDY_SEARCH_FRESH_MS.
 */
import type { EndpointBody } from '../../core/api/endpoints.ts';
import { createAskedAhead } from './askedAhead.ts';
import { callEndpoint } from './client.ts';

export interface StudySearchQuestion {
  body: EndpointBody<'searchStudies'>;
  headers: Record<string, string>;
}

/** Studies open and closed by the minute at most: a search a minute old still stands for the tap. */
export const STUDY_SEARCH_FRESH_MS = 60_000;

export const studySearch = createAskedAhead((question: StudySearchQuestion) => callEndpoint('searchStudies', question), STUDY_SEARCH_FRESH_MS);
