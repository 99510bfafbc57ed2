/**
 * The health questionnaire's save: a module of its own, loaded as a step that saves it shows (arriveAt), so the first
 * step's scripts do not carry it.
 */
import { isNonEmpty } from '../../core/nonEmpty.ts';
import type { SurveySaveRequest } from '../../generated/api/survey-save.request.ts';
import { callEndpoint, ApiError } from '../api/client.ts';
import { withRetry } from '../api/retry.ts';
import type { ControllerDeps } from './controller.ts';
import { newKey, saveLead } from './work.ts';

/** Adds the questionnaire to the saved lead, without sending personal data again. */
export async function saveSurveyAnswers(deps: ControllerDeps): Promise<boolean> {
  const { store } = deps;
  const { lead, candidate } = store.getState();
  const { surveyQuestions } = candidate;
  // The survey endpoint takes at least one answer; without any, the whole lead carries what the step held.
  if (!lead || !isNonEmpty(surveyQuestions)) return saveLead(deps);
  const key = store.getState().pendingSaveKey ?? newKey();
  store.setState({ pendingSaveKey: key, save: { state: 'saving' } });
  const body = {
    surveyQuestions,
    ...(candidate.heightCm !== null ? { heightCm: candidate.heightCm } : {}),
    ...(candidate.weightKg !== null ? { weightKg: candidate.weightKg } : {}),
    ...(candidate.ethnicities.length ? { ethnicities: candidate.ethnicities as NonNullable<SurveySaveRequest['ethnicities']> } : {}),
  };
  try {
    await withRetry(() => callEndpoint('addSurvey', { params: { id: lead.id }, body, headers: { 'idempotency-key': key, 'x-lead-token': lead.token } }),
      { attempts: 6, baseDelayMs: 1000, onRetry: (attempt) => store.setState({ save: { state: 'retrying', attempt } }) });
    store.setState({ pendingSaveKey: null, save: { state: 'idle' } });
    return true;
  } catch (err) {
    store.setState(err instanceof ApiError && !err.transient ? { pendingSaveKey: null, save: { state: 'rejected' } } : { save: { state: 'failed' } });
    return false;
  }
}
