/** A request's answers to a campaign's own questions, refused with a clear code unless the campaign asks and takes each. */
import type { Field } from '../../generated/campaign.ts';
import { questionAnswerProblem } from '../../engine/questions.ts';
import { datesOnEarthNow } from '../../core/dates.ts';
import type { CountrySettings } from '../../core/countries.ts';
import { AnswerNotAskedError, AnswerNotOfferedError } from '../errors.ts';

export function assertQuestionAnswers(questions: ReadonlyMap<string, Field> | undefined, answers: Readonly<Record<string, unknown>>, campaign: string, person: { country: CountrySettings; now: Date }): void {
  const problem = questionAnswerProblem(questions, answers, campaign, { country: person.country, todays: datesOnEarthNow(person.now) });
  if (problem) throw problem.code === 'ANSWER_NOT_ASKED' ? new AnswerNotAskedError(problem.message) : new AnswerNotOfferedError(problem.message);
}
