/**
 * Reads `links:create` options: --lead <leadId> [--study <studyId>] [--hours 72] [--campaign NAME] [--base-url URL]; the
 * campaign is by default the one whose `defaultFor` names patientLink.
 */
import { DEFAULT_LINK_HOURS, MAX_LINK_HOURS } from '../src/server/services/relay/links.ts';
import { isUuid } from '../src/core/uuid.ts';

export const usage = (defaultCampaign: string): string => `usage: npm run links:create -- --lead <leadId> [--study <studyId>] [--hours ${DEFAULT_LINK_HOURS}] [--campaign ${defaultCampaign}] [--base-url http://localhost:3000]`;

export interface LinkArgs {
  leadId: string;
  studyId: number | null;
  hours: number;
  campaign: string;
  baseUrl: string;
}

export type Parsed = { ok: true; args: LinkArgs } | { ok: false; error: string } | { ok: false; help: true };

const OPTIONS = ['lead', 'study', 'hours', 'campaign', 'base-url'] as const;
type Option = (typeof OPTIONS)[number];

export function parseLinkArgs(argv: string[], defaultBaseUrl: string, defaultCampaign: string): Parsed {
  const given: Partial<Record<Option, string>> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return { ok: false, help: true };
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    const name = match?.[1] as Option | undefined;
    if (!match || !name || !OPTIONS.includes(name)) return { ok: false, error: `unknown argument '${arg}'` };
    const value = match[2] ?? argv[++i];
    if (value === undefined || value.startsWith('--')) return { ok: false, error: `--${name} needs a value` };
    given[name] = value;
  }
  if (!given.lead) return { ok: false, error: '--lead <leadId> is required (npm run leads:export lists the leads)' };
  if (!isUuid(given.lead)) return { ok: false, error: `--lead must be a lead id (a UUID), got '${given.lead}'` };
  const studyId = given.study === undefined ? null : Number(given.study);
  if (studyId !== null && !(Number.isInteger(studyId) && studyId > 0 && studyId <= 2147483647)) return { ok: false, error: `--study must be a study id, got '${given.study}'` };
  const hours = given.hours === undefined ? DEFAULT_LINK_HOURS : Number(given.hours);
  if (!(Number.isFinite(hours) && hours > 0 && hours <= MAX_LINK_HOURS)) return { ok: false, error: `--hours must be more than 0 and at most ${MAX_LINK_HOURS}, got '${given.hours}'` };
  const campaign = given.campaign ?? defaultCampaign;
  if (!/^[a-z0-9-]+$/i.test(campaign)) return { ok: false, error: `--campaign must be a campaign name, got '${campaign}'` };
  const baseUrl = given['base-url'] ?? defaultBaseUrl;
  if (!/^https?:\/\/[^/]+/.test(baseUrl)) return { ok: false, error: `--base-url must be an http(s) URL, got '${baseUrl}'` };
  return { ok: true, args: { leadId: given.lead.toLowerCase(), studyId, hours, campaign, baseUrl } };
}
