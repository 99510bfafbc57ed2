/** Calls from our server to a third party (chat, ad security, relay, error service, offers) give up after 5 s. */
export const OUTBOUND_TIMEOUT_MS = 5000;

/** `fetch` with the outbound time limit; each adapter decides what a failure means for it. */
export function outboundFetch(url: string | URL, init: RequestInit = {}, fetchImpl: typeof fetch = fetch, timeoutMs = OUTBOUND_TIMEOUT_MS): Promise<Response> {
  return fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}
