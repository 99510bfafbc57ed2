/** What a start that cannot go on prints. */
import { ConfigError } from './config.ts';
import { InvalidCampaignsError } from '../engine/node/campaignFiles.ts';
import { DatabaseStartError } from './db/postgres.ts';
import { DataDirInUseError } from './db/dataDirLock.ts';

/**
 * A cause the operator can fix, in its own words and never inside a stack trace (an invalid campaign: the
 * checker's lines and which file to fix); null for anything else, a fault of the server's whose stack finds it.
 */
export function startFailureLines(err: unknown): string[] | null {
  if (err instanceof InvalidCampaignsError) return err.refusal('started');
  if (err instanceof DatabaseStartError || err instanceof ConfigError || err instanceof DataDirInUseError) return [`Refusing to start: ${err.message}`];
  return null;
}
