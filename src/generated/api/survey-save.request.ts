/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * The demographic questionnaire added to an existing lead: no personal data is sent again.
 */
export interface SurveySaveRequest {
  heightCm?: number;
  weightKg?: number;
  /**
   * @maxItems 8
   */
  ethnicities?: (1 | 2 | 3 | 5 | 6 | 7 | 8 | -1)[];
  /**
   * @minItems 1
   * @maxItems 9
   */
  surveyQuestions: [
    {
      questionId: number;
      questionResponseText: string;
      questionText: string;
    },
    ...{
      questionId: number;
      questionResponseText: string;
      questionText: string;
    }[]
  ];
}
