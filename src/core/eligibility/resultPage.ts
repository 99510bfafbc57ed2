/**
 * What the screener's result page shows for the server's verdict (spec §2, "Call-now result"): which heading, whether
 * the special study's banner, the scheduling words with Call Now, or the booking made, and whether the study search.
 */
import type { ResultView } from './verdict.ts';

export interface ResultPage {
  heading: 'congratulations' | 'alreadyMatched' | 'noSite' | 'disqualified';
  /** The banner of a study looking for exactly this visitor, with the number to call. */
  specialBanner: boolean;
  /** The scheduling words and Call Now; or the booking already made; or the promise to get in touch when no site is near. */
  body: 'scheduling' | 'booked' | 'noSiteContact' | null;
  /** The button to search other studies. */
  search: boolean;
  /**
   * The appointment booked before cancelled by the verdict: not qualified now, or qualified at another site than the
   * visit's (a new postal code). Said, so the visitor does not go to it.
   */
  bookingCancelled: boolean;
}

/**
 * Pre-qualified, now or before with the same phone: the scheduling words and Call Now, unless the appointment is
 * booked already (ws18 and ws21 come here after the booking's thank-you: a coordinator's call to schedule it would be
 * untrue). Not qualified: the study search, in every language.
 */
export function resultPage(view: ResultView | null, { booked, specialStudy, cancelled }: { booked: boolean; specialStudy: boolean; cancelled: boolean }): ResultPage {
  if (view === 'congratulations' || view === 'alreadyMatched') {
    return { heading: view, specialBanner: view === 'congratulations' && specialStudy && !booked, body: booked ? 'booked' : 'scheduling', search: false, bookingCancelled: cancelled && !booked };
  }
  return { heading: view === 'noSite' ? 'noSite' : 'disqualified', specialBanner: false, body: view === 'noSite' ? 'noSiteContact' : null, search: true, bookingCancelled: cancelled };
}
