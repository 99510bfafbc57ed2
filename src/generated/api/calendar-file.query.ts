/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * The language the appointment is named in, the page's; English when left out.
 */
export interface CalendarFileQuery {
  locale?: "en" | "es";
}
