/** Ad-security tracking on a flagged step: click on arrival, conversion after the lead is saved (studyId and utm_source only). */
import { adSecurityTracked } from '../../core/trafficSource.ts';
import type { Query } from '../../core/queryParams.ts';
import { callEndpoint } from '../api/client.ts';
import type { FlowStore } from '../state/store.ts';
import { reportIntegrationFailure } from './reportIntegrationFailure.ts';

export async function trackAdSecurityClick(store: FlowStore, campaign: string, query: Query): Promise<void> {
  const tracked = adSecurityTracked(query, store.getState().payload?.study?.id ?? null);
  if (!tracked || store.getState().candidate.adSecurity) return;
  try {
    const answer = await callEndpoint('adSecurityClick', { body: { ...tracked, campaign } });
    store.setState({ candidate: { ...store.getState().candidate, adSecurity: answer } });
  } catch (err) {
    reportIntegrationFailure('ad-security click tracking', err);
  }
}

export async function trackAdSecurityConversion(store: FlowStore, campaign: string, query: Query): Promise<void> {
  const tracked = adSecurityTracked(query, store.getState().payload?.study?.id ?? null);
  const answer = store.getState().candidate.adSecurity;
  if (!tracked || !answer) return;
  await callEndpoint('adSecurityConversion', { body: { ...tracked, campaign, transactionId: answer.transactionId } })
    .catch((err: unknown) => reportIntegrationFailure('ad-security conversion tracking', err));
}
