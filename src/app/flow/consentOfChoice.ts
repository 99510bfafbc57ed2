/**
 * Consents sent as they are chosen: a choice whose page says at once that it was recorded (ws16's health-data consent)
 * and brand connect's box. Each is sent to the visit's lead as it is made, and Next then finds it on file (the ledger)
 * and sends it again only if it changed. Without a lead, or when the send fails, it waits for the next save, as every
 * consent does (a failure is said by the save's notice).
 * The choice is made on the page at once (madeConsentChoice, controller.ts); the send is fetched with the first such
 * choice: no sign-up's first step asks one.
 */
import type { Field } from '../../engine/campaign.ts';
import { answerKeyOf } from '../../engine/fieldKinds.ts';
import { commercialConsent, recordStored, waitsForSave } from '../../engine/consentRecords.ts';
import { ledgersWithStored } from '../../engine/leadSwitch.ts';
import type { FlowState, LeadHandle } from '../state/store.ts';
import { pushDataLayer } from '../analytics/dataLayer.ts';
import { callEndpoint } from '../api/client.ts';
import { withRetry } from '../api/retry.ts';
import { forgetDraftAnswer } from '../state/stepDraft.ts';
import { consentChoiceNotSent, countryOf, statementContext, type ConsentChoiceMade, type ControllerDeps } from './controller.ts';
import { newKey } from './work.ts';

/** Sends a choice made (madeConsentChoice); true once the server has it. */
export async function sendMadeChoice(deps: ControllerDeps, stepId: string, made: ConsentChoiceMade): Promise<boolean> {
  const { store, locale, campaign } = deps;
  const { lead, fresh, answerKey, choice } = made;
  const types = new Set(fresh.map((c) => c.type));
  // One key for every attempt: a retry after a lost answer is the same choice, not a second one.
  const key = newKey();
  try {
    await withRetry(() => callEndpoint('addConsents', { params: { id: lead.id }, body: { campaign: campaign.name, consents: fresh, locale }, headers: { 'idempotency-key': key, 'x-lead-token': lead.token } }), { attempts: 3, baseDelayMs: 1000 });
    store.setState({ consentLedger: recordStored(store.getState().consentLedger, fresh), pendingConsents: store.getState().pendingConsents.filter((c) => !types.has(c.type)), consentsSending: store.getState().consentsSending.filter((c) => !fresh.includes(c)) });
    // Stored, the choice is no unsent change of the step's, though the step was left before the server answered.
    if (store.getState().candidate.medicalRecordsConsent === choice) forgetDraftAnswer(campaign.name, stepId, answerKey);
    return true;
  } catch {
    consentChoiceNotSent(deps, made);
    return false;
  }
}

/** The page as a brand-connect box was clicked: its words, the visit's lead, and the contact the choice is beside. */
export interface CommercialChoice { state: FlowState; lead: LeadHandle | null; contact: string | null }

export async function sendCommercial(deps: ControllerDeps, stepId: string, field: Field, granted: boolean, { state, lead, contact }: CommercialChoice): Promise<boolean> {
  const { store, locale, campaign } = deps;
  const given = commercialConsent(field, statementContext(deps, state), granted, stepId);
  if (!given) return false;
  const consent = { ...given, details: { isInternational: countryOf(state).gdprConsentRequired, ...(state.screening?.ssExtId ? { studySiteExternalId: state.screening.ssExtId } : {}) } };
  // Sends are one after another, so the choice settled last is the visitor's latest: it decides what waits.
  const othersPending = () => store.getState().pendingConsents.filter((c) => c.type !== 'commercial');
  // Without a lead yet, it waits for the first save, as every consent does, with the phone it was made beside; so it
  // does while the lead holds another phone than the page (its change not saved yet): the server would store it with
  // the lead's, which the person no longer gives.
  const waiting = { ...consent, to: contact ?? undefined };
  if (!lead || waitsForSave(lead.contact, contact)) { store.setState({ pendingConsents: [...othersPending(), waiting] }); return false; }
  // One key for every attempt: a retry after a lost answer is the same consent, not a second one.
  const key = newKey();
  try {
    await withRetry(() => callEndpoint('addConsents', { params: { id: lead.id }, body: { campaign: campaign.name, consents: [consent], locale }, headers: { 'idempotency-key': key, 'x-lead-token': lead.token } }), { attempts: 3, baseDelayMs: 1000 });
    store.setState({ ...ledgersWithStored(store.getState(), lead.id, [consent], lead.contact ?? contact), pendingConsents: othersPending() });
    pushDataLayer({ event: 'consent', types: 'commercial', granted });
    // Stored on the lead the page still holds, as its box still shows: no unsent change of the step's, though the step
    // was left before the server answered (coming back through the history said it had not been sent).
    const now = store.getState();
    if (now.lead?.id !== lead.id || now.candidate.commercialConsent !== granted) return false;
    forgetDraftAnswer(campaign.name, stepId, answerKeyOf(field) ?? '');
    return true;
  } catch {
    store.setState({ save: { state: 'failed' }, pendingConsents: [...othersPending(), waiting] });
    return false;
  }
}
