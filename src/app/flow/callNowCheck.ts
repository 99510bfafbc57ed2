/**
 * Whether a call now is possible for the visit's conditions where the person lives (the result page's "Call Now"):
 * fetched with the result page's first use, not with the first step's scripts.
 */
import { callNowIndications } from '../../core/callNow.ts';
import { callEndpoint } from '../api/client.ts';
import type { FlowStore } from '../state/store.ts';

export async function checkCallNow(store: FlowStore): Promise<void> {
  const { candidate, path, lead } = store.getState();
  const indicationIds = callNowIndications(candidate.indicationIds, path.indicationId);
  // A finished visit keeps no postal code on the device: the server checks the one stored with the lead. Asked without
  // it, a reload said no call was possible, and a reload while the first check was on the way had nothing to ask with.
  const place: { body: { leadId?: string; postalCode?: string }; headers: Record<string, string> } = candidate.postalCode === null && lead
    ? { body: { leadId: lead.id }, headers: { 'x-lead-token': lead.token } }
    : { body: { postalCode: candidate.postalCode ?? undefined }, headers: {} };
  try {
    const { callNow } = await callEndpoint('canCallNow', { body: { indicationIds, country: candidate.country, ...place.body }, headers: place.headers });
    store.setState({ callNow });
  } catch {
    store.setState({ callNow: false });
  }
}
