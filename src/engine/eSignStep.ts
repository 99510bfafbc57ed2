/**
 * Where a signing session may return to: the step of a campaign that starts the e-signature (its field kind says
 * `startsESignOnYes`). The signed consent is recorded against that campaign and step, so a path naming any other
 * (another campaign's step, a made-up one) would store a medical-records consent no page asked for.
 */
import type { Campaign } from './campaign.ts';
import { kindSpec } from './fieldKinds.ts';
import { stepIdByPath } from './flow.ts';
import { LOCALES } from '../core/locale.ts';

export interface ESignStep {
  campaign: string;
  step: string;
}

/** The campaign and step a page path such as /signup/es/ws17/indications?x=1 names, when that step starts the e-signature. */
export function eSignStepOfPath(campaigns: ReadonlyMap<string, Campaign>, path: string): ESignStep | null {
  const segments = (path.split('?')[0] as string).split('/').filter(Boolean);
  if (segments[0] !== 'signup') return null;
  const rest = (LOCALES as readonly string[]).includes(segments[1] ?? '') ? segments.slice(2) : segments.slice(1);
  if (rest.length !== 2) return null;
  const [name, stepPath] = rest as [string, string];
  const campaign = campaigns.get(name);
  const stepId = campaign ? stepIdByPath(campaign, stepPath) : null;
  const step = stepId ? campaign?.steps[stepId] : undefined;
  if (!stepId || !step?.fields.some((f) => kindSpec(f.kind).startsESignOnYes)) return null;
  return { campaign: name, step: stepId };
}
