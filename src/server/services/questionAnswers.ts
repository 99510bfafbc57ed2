/** A request's answers to a campaign's own questions, refused with a clear code unless the campaign asks and takes each. */
import type { Field } from '../../generated/campaign.ts';
import { questionAnswerProblem } from '../../engine/questions.ts';
import { AnswerNotAskedError, AnswerNotOfferedError } from '../errors.ts';

export function assertQuestionAnswers(questions: ReadonlyMap<string, Field> | undefined, answers: Readonly<Record<string, unknown>>, campaign: string): void {
  const problem = questionAnswerProblem(questions, answers, campaign);
  if (problem) throw problem.code === 'ANSWER_NOT_ASKED' ? new AnswerNotAskedError(problem.message) : new AnswerNotOfferedError(problem.message);
}
