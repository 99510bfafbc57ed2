/** Creating temporary links of the built-in relay for existing leads (links:create, tests), and the URL to open. */
import type { Queryable } from '../../db/database.ts';
import { insertTempLink } from '../../db/repositories/tempLinks.ts';
import { newSlug } from './slug.ts';
import { hashToken } from '../tokenHash.ts';
import { isUuid } from '../../../core/uuid.ts';
import { leadExists } from '../../db/repositories/leads.ts';
import { studyRecord } from '../../db/repositories/studies.ts';

export const DEFAULT_LINK_HOURS = 72;
/** A link is a bearer capability for a lead's contact details: at most 30 days. */
export const MAX_LINK_HOURS = 720;

export class LinkTargetError extends Error {}

export interface LinkRequest {
  leadId: string;
  studyId: number | null;
  hours: number;
  /** When the link is made; it expires `hours` later. */
  now: Date;
}

export interface CreatedLink {
  slug: string;
  expiresAt: Date;
}

/** Stores a new link for an existing lead (and study); the slug is returned once and never stored. */
export async function createTempLink(db: Queryable, req: LinkRequest): Promise<CreatedLink> {
  if (!isUuid(req.leadId)) throw new LinkTargetError(`'${req.leadId}' is not a lead id (a UUID)`);
  if (!(req.hours > 0 && req.hours <= MAX_LINK_HOURS)) throw new LinkTargetError(`a link lasts more than 0 and at most ${MAX_LINK_HOURS} hours`);
  if (!(await leadExists(db, req.leadId))) throw new LinkTargetError(`no lead with id ${req.leadId}`);
  if (req.studyId !== null && !(await studyRecord(db, req.studyId))) throw new LinkTargetError(`no study with id ${req.studyId}`);
  const slug = newSlug();
  const expiresAt = new Date(req.now.getTime() + req.hours * 3_600_000);
  await insertTempLink(db, { slugHash: hashToken(slug), leadId: req.leadId, studyId: req.studyId, createdAt: req.now, expiresAt });
  return { slug, expiresAt };
}

/** The screener page that opens with the link: `{base}/signup/{campaign}/home?studyId=…&slug=…`. */
export function linkUrl(baseUrl: string, campaign: string, slug: string, studyId: number | null): string {
  const url = new URL(`/signup/${encodeURIComponent(campaign)}/home`, baseUrl);
  if (studyId !== null) url.searchParams.set('studyId', String(studyId));
  url.searchParams.set('slug', slug);
  return url.toString();
}
