/**
 * What a tracked event (an action, a step reached) may name: a campaign this server runs and the paths of its steps.
 * The page only ever sends those; anything else is text a script chose, which may be someone's name or phone.
 */
import type { Campaign } from './campaign.ts';

export function namesCampaignSteps(campaigns: ReadonlyMap<string, Campaign>, signup: string, paths: readonly string[]): boolean {
  const campaign = campaigns.get(signup);
  if (!campaign) return false;
  const steps = Object.values(campaign.steps);
  return paths.every((path) => steps.some((step) => step.path === path));
}
