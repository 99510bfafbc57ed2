/**
 * CT-scan appointment studies (spec §2 one-page screener home, §9): the CT-scan question, which has a fixed id, asks
 * whether the visitor has a CT-scan appointment; a 'yes' is what lets them give its date.
 */
import { YES_NO_UNSURE, type CriteriaAnswers, type Criterion } from './criteria.ts';

/**
 * The question id of the CT-scan question. The spec fixes the id without showing its value; this one is ours, and no
 * demo study asks the question yet (study 1007 asks about a past chest CT, a different question).
 */
export const CT_SCAN_QUESTION_ID = 9900;

/**
 * What the answers say about a CT-scan appointment: true for 'yes' to the study's CT-scan question, false for another
 * answer or none yet, and null when the study does not ask the question (then nothing says either way).
 */
export function hasCtAppointment(criteria: readonly Criterion[], answers: CriteriaAnswers): boolean | null {
  const question = criteria.find((c) => c.questionId === CT_SCAN_QUESTION_ID);
  if (!question) return null;
  const yes = question.responses.find((r) => r.position === YES_NO_UNSURE.yes);
  return yes !== undefined && (answers[question.id] ?? []).includes(yes.id);
}
