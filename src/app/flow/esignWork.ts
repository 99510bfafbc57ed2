/**
 * ws17's e-signature of the health-data consent: starting a signing session, and reading it back on return. A module of
 * its own, loaded when a visitor says yes to signing or comes back from the signing page, so that no first step carries
 * it (the issue's "e-sign code kept out of the sign-up entry").
 */
import { kindSpec } from '../../engine/fieldKinds.ts';
import { stepUrl } from '../../engine/flow.ts';
import { callEndpoint } from '../api/client.ts';
import type { ControllerDeps } from './controller.ts';

/** ws17: starts an e-signature session for the health-data consent and goes to its page (an SMS-type link on mobile). */
export async function startESign(deps: ControllerDeps, mode: 'web' | 'sms'): Promise<boolean> {
  const { store, campaign, locale } = deps;
  const { lead } = store.getState();
  if (!lead) return false;
  const step = campaign.stepOrder.find((id) => campaign.steps[id]?.fields.some((f) => kindSpec(f.kind).startsESignOnYes));
  const returnPath = stepUrl(locale, campaign.name, campaign.steps[step ?? campaign.home]?.path ?? 'home', deps.query);
  try {
    const { customerURL } = await callEndpoint('startESign', { body: { leadId: lead.id, mode, returnPath, locale }, headers: { 'x-lead-token': lead.token } });
    window.location.assign(customerURL);
    return true;
  } catch {
    store.setState({ save: { state: 'failed' } });
    return false;
  }
}

/**
 * Back from the signing page: the session says whether the consent was signed (the server recorded it). The session
 * is read with the lead's token: a browser without the lead (another phone that signed by SMS link) learns nothing.
 */
export async function resumeESign(deps: ControllerDeps, sessionId: string): Promise<boolean> {
  const { store } = deps;
  const { lead } = store.getState();
  if (!lead) return false;
  try {
    const { status } = await callEndpoint('eSignStatus', { params: { id: sessionId }, headers: { 'x-lead-token': lead.token } });
    if (status !== 'signed') return false;
    const state = store.getState();
    store.setState({ candidate: { ...state.candidate, medicalRecordsConsent: true } });
    return true;
  } catch {
    return false;
  }
}
