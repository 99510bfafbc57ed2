/**
 * A choice whose page says at once that it was recorded (ws16's health-data consent): its consent is sent to the visit's
 * lead as it is made, and Next then finds it on file (the ledger) and sends it again only if it changed. Without a lead,
 * or when the send fails, it waits for the next save, as every consent does (a failure is said by the save's notice).
 * Fetched with the first such choice: no sign-up's first step asks one.
 */
import type { Field } from '../../engine/campaign.ts';
import { answerKeyOf } from '../../engine/fieldKinds.ts';
import type { StepAnswers } from '../../engine/validateStep.ts';
import { consentsOfStep, consentsToStore, recordStored } from '../../engine/consentRecords.ts';
import { isNonEmpty } from '../../core/nonEmpty.ts';
import { callEndpoint } from '../api/client.ts';
import { withRetry } from '../api/retry.ts';
import { forgetDraftAnswer } from '../state/stepDraft.ts';
import { statementContext, type ControllerDeps } from './controller.ts';
import { newKey } from './work.ts';

/** Sends a consent choice as it is made; true once the server has it (or nothing new was to be sent). */
export async function sendConsentOfChoice(deps: ControllerDeps, stepId: string, field: Field, answers: StepAnswers): Promise<boolean> {
  const { store, locale, campaign } = deps;
  const state = store.getState();
  const given = consentsOfStep(stepId, [field], answers, statementContext(deps, state));
  const types = new Set(given.map((c) => c.type));
  const pending = [...store.getState().pendingConsents.filter((c) => !types.has(c.type)), ...given];
  const lead = state.lead;
  const fresh = consentsToStore(given, state.consentLedger);
  // The choice is the person's answer as soon as it is made, as the page says: the step shown again (Back and Forward, a
  // reload) shows it recorded. Folded only once the server answered, a Back and Forward quicker than the answer found
  // the step asking again under the words "were cleared". Unsent, it waits for the next save with every other answer.
  const answerKey = answerKeyOf(field) ?? '';
  const choice = answers[answerKey];
  const candidate = typeof choice === 'boolean' ? { ...state.candidate, medicalRecordsConsent: choice } : state.candidate;
  if (!lead || !isNonEmpty(fresh)) { store.setState({ candidate, pendingConsents: pending }); return lead !== null; }
  const stillSending = () => store.getState().consentsSending.filter((c) => !fresh.includes(c));
  store.setState({ candidate, consentsSending: [...store.getState().consentsSending, ...fresh] });
  // One key for every attempt: a retry after a lost answer is the same choice, not a second one.
  const key = newKey();
  try {
    await withRetry(() => callEndpoint('addConsents', { params: { id: lead.id }, body: { campaign: campaign.name, consents: fresh, locale }, headers: { 'idempotency-key': key, 'x-lead-token': lead.token } }), { attempts: 3, baseDelayMs: 1000 });
    store.setState({ consentLedger: recordStored(store.getState().consentLedger, fresh), pendingConsents: store.getState().pendingConsents.filter((c) => !types.has(c.type)), consentsSending: stillSending() });
    // Stored, the choice is no unsent change of the step's, though the step was left before the server answered.
    if (store.getState().candidate.medicalRecordsConsent === choice) forgetDraftAnswer(campaign.name, stepId, answerKey);
    return true;
  } catch {
    store.setState({ save: { state: 'failed' }, pendingConsents: pending, consentsSending: stillSending() });
    return false;
  }
}
