/**
 * The third-party integrations, each loaded apart from the first step's scripts: none is needed before the first
 * question shows, and together they were about 1 KiB of them. They download once the browser is idle after the first
 * question has shown, so a use (the partner pixel at the first lead save) never fetches code in a step change. A
 * load that fails is reported as that integration's failure; the visitor's flow goes on.
 */
import { reportIntegrationFailure } from './reportIntegrationFailure.ts';
import { whenIdle, type Idle } from '../whenIdle.ts';
import { failedAheadOfNeed } from '../errors/assetFailure.ts';

export const integrations = {
  tagManager: () => import('./tagManager.ts'),
};

type Integrations = typeof integrations;
type Loaded<N extends keyof Integrations> = Awaited<ReturnType<Integrations[N]>>;

const names: Record<keyof Integrations, string> = { tagManager: 'tag manager' };

export function withIntegration<N extends keyof Integrations>(name: N, use: (loaded: Loaded<N>) => Promise<void>, report = reportIntegrationFailure, load: () => Promise<Loaded<N>> = integrations[name] as () => Promise<Loaded<N>>): Promise<void> {
  return load().then(use).catch((err: unknown) => report(names[name], err));
}

/** Downloads every integration's code once the browser is idle (a failure is left for its use to report). */
export function prefetchIntegrations(idle: Idle = whenIdle, loads: ReadonlyArray<() => Promise<unknown>> = Object.values(integrations)): void {
  idle(() => { for (const load of loads) void load().catch(failedAheadOfNeed); });
}
