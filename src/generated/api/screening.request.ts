/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * Answers to screen; the server decides qualification itself and never takes a verdict from the browser.
 */
export interface ScreeningRequest {
  studyId: number;
  campaign: string;
  leadId?: string;
  /**
   * @maxItems 100
   */
  answers: {
    criterionId: number;
    /**
     * @maxItems 20
     */
    responseIds: number[];
  }[];
  /**
   * Whom to judge when no lead is named, and for a dry run. A lead's recorded screening judges the lead as stored (its birth date or age, gender, height, weight, postal code and country): these figures are not read for it.
   */
  candidate: {
    birthDate?: string;
    /**
     * The visitor's date, which an age from birthDate is worked out on; one that is not a date somewhere on Earth now is replaced by the server's.
     */
    today?: string;
    age?: number;
    gender?: "male" | "female" | "other";
    heightCm?: number;
    weightKg?: number;
    postalCode: string;
    country: string;
    phone?: string;
  };
  /**
   * Ignored: a client's verdict is never trusted.
   */
  verdict?: {};
  /**
   * Judge without recording (the partner screener's 'Check Candidate Qualification').
   */
  dryRun?: boolean;
  questionAnswers?: QuestionAnswers;
}
/**
 * The campaign's own questions' answers (SingleChoice, MultiChoice, YesNo, Number, Date, ShortText, and module kinds'), by the campaign's answer key; each is checked against the campaign's question, and one it does not ask or an answer it does not offer is refused (400 ANSWER_NOT_ASKED, ANSWER_NOT_OFFERED).
 */
export interface QuestionAnswers {
  [k: string]: string | number | boolean | string[] | undefined;
}
