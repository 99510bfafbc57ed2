/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface CriteriaResponse {
  studyId: number;
  criteria: CriterionView[];
}
export interface CriterionView {
  id: number;
  questionId: number;
  question: string;
  hint: string | null;
  questionType: "select_one" | "yes_no_unsure" | "select_multiple";
  gender: "male" | "female" | null;
  responses: {
    id: number;
    text: string;
    position: "A" | "B" | "C" | "D" | "E";
    /**
     * A multi-select's response that stands alone (None of these)
     */
    exclusive?: boolean;
  }[];
}
