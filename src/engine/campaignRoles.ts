/**
 * The campaigns that stand in when a visit names none (each campaign's `defaultFor`): the sign-up for an unknown flow,
 * the study search for a screener without a known study, the screener study cards open, the study search of the
 * thank-you pages' Find {product} button, the flow of a patient link.
 * campaigns:check wants exactly one campaign for each role, so every caller finds one.
 */
import type { CampaignRole } from './campaign.ts';

export const CAMPAIGN_ROLES: readonly CampaignRole[] = ['signup', 'studySearch', 'prescreen', 'findProduct', 'patientLink'];

/** A campaign or a campaign document: its name and the roles it claims. */
export interface RoleHolder {
  name: string;
  defaultFor?: readonly CampaignRole[] | null;
}

/** The campaigns claiming each role, in the order given. */
export function roleHolders(campaigns: Iterable<RoleHolder>): Map<CampaignRole, string[]> {
  const holders = new Map<CampaignRole, string[]>(CAMPAIGN_ROLES.map((role) => [role, []]));
  for (const campaign of campaigns) for (const role of campaign.defaultFor ?? []) holders.get(role)?.push(campaign.name);
  return holders;
}

/** The campaign that stands in for `role`. */
export function campaignFor<C extends RoleHolder>(role: CampaignRole, campaigns: ReadonlyMap<string, C>): C {
  for (const campaign of campaigns.values()) if (campaign.defaultFor?.includes(role)) return campaign;
  throw new Error(`no campaign has "defaultFor": ["${role}"]`);
}

/** The flows a visit is sent to by name. */
export interface VisitFlows {
  /** Where a screener opened without a known study sends the visitor. */
  studySearch: string;
  /**
   * The screener study cards open. Not the visit's `ps`: a thank-you page's Find {product} sets that to the campaign
   * the visitor came from, a sign-up as often as a screener.
   */
  prescreen: string;
  /**
   * The path of the prescreen flow's home step: a campaign that puts a step of its own before its base's home (a
   * question of its own first) names it its home, and the base's 'home' path is a later step.
   */
  prescreenHomePath: string;
  /** The study search the thank-you pages' Find {product} button opens. */
  findProduct: string;
}

/** `homePath` where the campaigns are resolved (their summaries); a document alone (the studio's) is read as 'home'. */
export function visitFlows(campaigns: ReadonlyMap<string, RoleHolder & { homePath?: string }>): VisitFlows {
  const prescreen = campaignFor('prescreen', campaigns);
  return {
    studySearch: campaignFor('studySearch', campaigns).name,
    prescreen: prescreen.name,
    prescreenHomePath: prescreen.homePath ?? 'home',
    findProduct: campaignFor('findProduct', campaigns).name,
  };
}
