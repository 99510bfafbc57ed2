/**
 * The prefilled-lead relay's side effects in the browser (the controller calls them; spec §7 and §4): a visit opened
 * with a temporary link (`?slug=`) prefills the step from the lead's details, sends the server's screening verdict to
 * the lead, and adds the conditions chosen on the result page to the lead. A link the relay no longer honours gives
 * null (404 here): the flow carries on exactly as without a link. Nothing here ever blocks the visitor.
 */
import { stepOf } from '../../engine/flow.ts';
import { prefillFromRelay } from '../../engine/relayPrefill.ts';
import { todayIso } from '../../core/dates.ts';
import type { RelayPatientInfoResponse } from '../../generated/api/relay-patient-info.response.ts';
import { callEndpoint, ApiError } from '../api/client.ts';
import { withRetry } from '../api/retry.ts';
import type { FlowStore, RelayVisit } from '../state/store.ts';
import type { Campaign } from '../../engine/campaign.ts';
import { reportIntegrationFailure } from '../integrations/reportIntegrationFailure.ts';

interface RelayDeps {
  store: FlowStore;
  campaign: Campaign;
}

/** How long the prefill may hold the page before the form shows empty. */
export const PREFILL_TIMEOUT_MS = 8000;

/** The link answered null: expired, used, or unknown. */
const linkGone = (err: unknown) => err instanceof ApiError && err.status === 404;

let loading: string | null = null;

/** On a relayPrefill step: asks for the lead's details once and prefills the candidate (every field stays editable). */
export async function loadRelayPrefill({ store, campaign }: RelayDeps, stepId: string): Promise<void> {
  const relay = store.getState().relay;
  if (!relay || relay.prefill !== 'pending' || !stepOf(campaign, stepId).meta?.relayPrefill || loading === relay.slug) return;
  loading = relay.slug;
  let prefill: RelayVisit['prefill'];
  let fields: RelayPatientInfoResponse['prePopFields'] | null = null;
  try {
    fields = (await callEndpoint('relayPatientInfo', { body: { slug: relay.slug }, signal: AbortSignal.timeout(PREFILL_TIMEOUT_MS) })).prePopFields;
    prefill = 'prefilled';
  } catch (err) {
    prefill = linkGone(err) ? 'unavailable' : 'failed';
  } finally {
    loading = null;
  }
  const state = store.getState();
  // Another link may have been opened meanwhile; its own load decides.
  if (state.relay?.slug !== relay.slug) return;
  store.setState({
    relay: { ...state.relay, prefill },
    ...(fields ? { candidate: prefillFromRelay(state.candidate, fields, { today: todayIso(), path: state.path }) } : {}),
  });
}

type Write = { kind: 'screening'; screeningId: string } | { kind: 'indications'; indicationIds: number[] };

/** Sends one write through the relay at most once per visit; a link that is gone or used counts as done. */
async function sendOnce(store: FlowStore, write: Write): Promise<void> {
  const relay = store.getState().relay;
  const sentKey = write.kind === 'screening' ? 'screeningSent' : 'indicationsSent';
  if (!relay || relay.prefill === 'unavailable' || relay[sentKey]) return;
  let done = true;
  try {
    const send = () => (write.kind === 'screening'
      ? callEndpoint('relayScreening', { body: { slug: relay.slug, screeningId: write.screeningId } })
      : callEndpoint('relayIndications', { body: { slug: relay.slug, indicationIds: write.indicationIds } }));
    await withRetry(send, { attempts: 3, baseDelayMs: 500 });
  } catch (err) {
    // A failure that is not the link's answer is tried again the next time the visitor leaves the step.
    done = linkGone(err);
    if (!done) reportIntegrationFailure(`relay ${write.kind}`, err);
  }
  const current = store.getState().relay;
  if (done && current?.slug === relay.slug) store.setState({ relay: { ...current, [sentKey]: true } });
}

/** After the screening of a relayScreening step: its stored verdict goes to the link's lead (the server reads it by id). */
export async function sendRelayScreening({ store }: RelayDeps): Promise<void> {
  const screeningId = store.getState().screening?.screeningId;
  if (screeningId) await sendOnce(store, { kind: 'screening', screeningId });
}

/** Leaving a relayIndications step forward: the chosen conditions are added to the link's lead. */
export async function sendRelayIndications({ store }: RelayDeps): Promise<void> {
  await sendOnce(store, { kind: 'indications', indicationIds: store.getState().candidate.indicationIds });
}
