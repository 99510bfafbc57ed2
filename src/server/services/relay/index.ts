/** Picks the configured relay adapter: the built-in temporary links unless RELAY_PROVIDER=http. */
import type { Database } from '../../db/database.ts';
import type { RelayAdapter } from './adapter.ts';
import type { RelayConfig } from './config.ts';
import { builtInRelay } from './builtin.ts';
import { httpRelay } from './http.ts';

export function relayAdapterFor(config: RelayConfig | undefined, db: Database, now: () => Date, log: (msg: string, ctx: object) => void, warn?: (msg: string, ctx: object) => void): RelayAdapter {
  return config?.provider === 'http' ? httpRelay(config) : builtInRelay(db, now, log, warn);
}
