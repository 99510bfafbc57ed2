/**
 * The HTTP relay adapter: POSTs each message's envelope as JSON to RELAY_URL with the queue header
 * (RELAY_QUEUE_HEADER: RELAY_QUEUE). A 401 gives null (spec §7); any other failure throws RelayUnavailableError.
 */
import type { RelayAdapter } from './adapter.ts';
import { relayMessages, toPatientInfo, toSites, type RelayEnvelope } from './messages.ts';
import { RelayUnavailableError } from '../../errors.ts';
import { outboundFetch } from '../outboundFetch.ts';

export interface HttpRelayConfig {
  url: string;
  queueHeader: string;
  queue: string;
  /** Milliseconds before a message counts as failed. */
  timeoutMs?: number;
}

/** Sends one envelope; null on 401, the parsed answer (or {} when empty) on 2xx. */
async function send(config: HttpRelayConfig, envelope: RelayEnvelope, fetchImpl: typeof fetch): Promise<unknown> {
  let res: Response;
  try {
    res = await outboundFetch(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', [config.queueHeader]: config.queue },
      body: JSON.stringify(envelope),
    }, fetchImpl, config.timeoutMs);
  } catch (err) {
    // The cause names the failure (timeout, refused), never the envelope, which holds the slug.
    throw new RelayUnavailableError((err as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable');
  }
  if (res.status === 401) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new RelayUnavailableError(`answered ${res.status}`);
  }
  const body = await res.text();
  if (!body.trim()) return {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new RelayUnavailableError('answered something other than JSON');
  }
}

export function httpRelay(config: HttpRelayConfig, fetchImpl: typeof fetch = fetch): RelayAdapter {
  return {
    async patientInfo(slug) {
      const answer = await send(config, relayMessages.patientInfo(slug), fetchImpl);
      if (answer === null) return null;
      const info = toPatientInfo(answer);
      if (!info) throw new RelayUnavailableError('answered patient info that is not an object');
      return info;
    },
    async submitScreening(slug, result) {
      return (await send(config, relayMessages.submitScreening(slug, result), fetchImpl)) === null ? null : { accepted: true };
    },
    async updateIndications(slug, indicationIds) {
      return (await send(config, relayMessages.updateIndications(slug, indicationIds), fetchImpl)) === null ? null : { accepted: true };
    },
    async studySites(slug, studyId) {
      const answer = await send(config, relayMessages.studySites(slug, studyId), fetchImpl);
      return answer === null ? null : toSites(answer);
    },
  };
}
