/** Live-chat agent availability: our study advisors' hours (built in) or the chat provider's endpoint. */
import { isCallCentreOpen } from '../../core/callCentre.ts';
import { outboundFetch } from './outboundFetch.ts';

export type ChatStatus = 'online' | 'offline';

export function builtInAvailability(now: () => Date): () => Promise<ChatStatus> {
  return async () => (isCallCentreOpen(now()) ? 'online' : 'offline');
}

/** The provider answers with the status text; anything but 'online' (or a failure) is offline. */
export function httpAvailability(url: string, log: (msg: string, ctx: object) => void): () => Promise<ChatStatus> {
  return async () => {
    try {
      const res = await outboundFetch(url);
      return res.ok && (await res.text()).trim() === 'online' ? 'online' : 'offline';
    } catch (err) {
      log('chat availability check failed', { err: (err as Error).message });
      return 'offline';
    }
  };
}
