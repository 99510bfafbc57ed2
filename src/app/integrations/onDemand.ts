/**
 * A third-party integration, loaded when first used: none is needed before the first question shows, and together
 * they were about 1 KiB of the first step's scripts. A load that fails is reported as that integration's failure;
 * the visitor's flow goes on either way.
 */
import { reportIntegrationFailure } from './reportIntegrationFailure.ts';

export function withIntegration<M>(integration: string, load: () => Promise<M>, use: (loaded: M) => Promise<void>, report = reportIntegrationFailure): Promise<void> {
  return load().then(use).catch((err: unknown) => report(integration, err));
}
