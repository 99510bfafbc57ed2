/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface BookingRequest {
  /**
   * The lead booking, with its x-lead-token header; it must hold a passed screening for studyId.
   */
  leadId: string;
  /**
   * The study the appointment is for; a site booking's study site must be one of its sites.
   */
  studyId: number;
  resourceId: number;
  start: string;
  end: string;
  /**
   * The appointment's name; the one stored is the calendar's own, whatever this says.
   */
  description: "Secondary Screening Appointment" | "Site Scheduling Appointment";
  /**
   * The study's title, as the page shows it (cut to 200 characters); any other text is stored as the study's English title.
   */
  what: string;
  /**
   * Where the appointment is held: every appointment is virtual (spec §9).
   */
  where: "Virtual";
  graph?: "instant";
  /**
   * The visitor's time zone is kept (UTC when it is not one); the name, email and phone stored are the lead's own, whatever these say.
   */
  customer: {
    name: string;
    email?: string;
    phone?: string;
    timezone: string;
  };
  /**
   * The page's language when the visitor booked: the lead's preferred language from then on (a visitor who switched to Spanish on the calendar is called in Spanish). Left out, the lead's is kept.
   */
  language?: "en" | "es";
  /**
   * A site's calendar only, the site in the path; a call with a coordinator names none (400 STUDY_SITE_MISMATCH).
   */
  studySiteId?: number;
}
