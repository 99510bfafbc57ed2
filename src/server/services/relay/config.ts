/** The relay's settings from the environment: RELAY_PROVIDER, RELAY_URL, RELAY_QUEUE_HEADER, RELAY_QUEUE. */
import { httpUrlFromEnv } from '../../envUrl.ts';

export type RelayConfig =
  | { provider: 'builtin' }
  | { provider: 'http'; url: string; queueHeader: string; queue: string };

export const DEFAULT_QUEUE_HEADER = 'x-relay-queue';
export const DEFAULT_QUEUE = 'prefilled-leads';

/** Reads the relay settings; a misspelt provider or a missing or malformed URL fails at start, not in a visitor's page. */
export function relayConfigFromEnv(env: NodeJS.ProcessEnv): RelayConfig {
  const provider = env.RELAY_PROVIDER?.trim() || 'builtin';
  if (provider === 'builtin') return { provider };
  if (provider !== 'http') throw new Error(`RELAY_PROVIDER must be 'builtin' or 'http', got '${env.RELAY_PROVIDER}'`);
  const url = httpUrlFromEnv(env, 'RELAY_URL');
  if (!url) throw new Error('RELAY_URL must be set when RELAY_PROVIDER=http');
  const queueHeader = env.RELAY_QUEUE_HEADER?.trim() || DEFAULT_QUEUE_HEADER;
  if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(queueHeader)) throw new Error(`RELAY_QUEUE_HEADER must be a header name, got '${queueHeader}'`);
  return { provider, url, queueHeader, queue: env.RELAY_QUEUE?.trim() || DEFAULT_QUEUE };
}
