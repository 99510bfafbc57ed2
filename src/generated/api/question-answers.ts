/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * The campaign's own questions' answers (SingleChoice, MultiChoice, YesNo, Number, Date, ShortText, and module kinds'), by the campaign's answer key; each is checked against the campaign's question, and one it does not ask or an answer it does not offer is refused (400 ANSWER_NOT_ASKED, ANSWER_NOT_OFFERED).
 */
export interface QuestionAnswers {
  [k: string]: string | number | boolean | string[] | undefined;
}
