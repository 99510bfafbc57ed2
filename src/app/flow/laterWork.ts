/**
 * The code of work that only some steps do, kept out of the first step's scripts: each downloads when a step that may
 * need it shows, and is held once in (src/app/loadedModule.ts), so the tap that runs it sends its request at once.
 */
import { loadedModule } from '../loadedModule.ts';

/** A booking (Book on a calendar): asked for as the calendar's times load. */
export const bookingCode = loadedModule(() => import('./bookingWork.ts'));
/** A study search: asked for with a search page's first use (the postal code typed). */
export const searchCode = loadedModule(() => import('./studySearchWork.ts'));
/** The questionnaire's save: asked for as its step shows. */
export const surveyCode = loadedModule(() => import('./surveyWork.ts'));
/** A temporary link's relay: only for a visit that uses one. */
export const relayCode = loadedModule(() => import('./relay.ts'));
