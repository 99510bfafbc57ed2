/**
 * Nearby sites for a study and a postal code (spec §7 "Site search"): great-circle distance from the postal code,
 * within the study's target area (Distance: its radius; Country: the same country; otherwise the same state),
 * nearest first. A failure is logged and gives no sites.
 */
import type { Queryable } from '../db/database.ts';
import { sitesInAreaNearestFirst, type TargetArea } from '../../core/siteArea.ts';
import type { CountryCode } from '../../core/countries.ts';
import { locatePostalCode, locatePostalCodes, verifyPostalCode } from './postalVerification.ts';
import { studyRecord } from '../db/repositories/studies.ts';

export interface NearbySite {
  id: number;
  ssExtId: string;
  /** Miles to one decimal; null where the visitor's or the site's postal code is not in our directory (a Country study). */
  distance: number | null;
}

interface StudySiteRow {
  studyId: number;
  id: number;
  ssExtId: string;
  postalCode: string;
  country: string;
}

/** The nearby sites of one study; a failure is logged and gives none. */
export async function nearbySites(db: Queryable, studyId: number, postalCode: string, country: CountryCode, log: (msg: string, ctx: object) => void): Promise<NearbySite[]> {
  try {
    const study = await studyRecord(db, studyId);
    if (!study) return [];
    return (await sitesNearOf(db, [study], postalCode, country)).get(studyId) ?? [];
  } catch (err) {
    log('Error retrieving nearby sites', { studyId, err: (err as Error).message });
    return [];
  }
}

/**
 * The nearby sites of several studies at once, for a study search: their sites in one query and each postal code
 * located once, instead of two queries a study. A failure is logged and gives no sites for any of them.
 */
export async function nearbySitesOfStudies(db: Queryable, studies: ReadonlyArray<TargetArea & { id: number }>, postalCode: string, country: CountryCode, log: (msg: string, ctx: object) => void): Promise<Map<number, NearbySite[]>> {
  try {
    return await sitesNearOf(db, studies, postalCode, country);
  } catch (err) {
    log('Error retrieving nearby sites', { studyIds: studies.map((s) => s.id), err: (err as Error).message });
    return new Map();
  }
}

async function sitesNearOf(db: Queryable, studies: ReadonlyArray<TargetArea & { id: number }>, postalCode: string, country: CountryCode): Promise<Map<number, NearbySite[]>> {
  const near = new Map<number, NearbySite[]>();
  if (!studies.length) return near;
  const origin = await locatePostalCode(db, postalCode, country);
  // A Country study serves a visitor our directory cannot place (siteArea.ts), when the code is one of the country's;
  // no other study can, and no study serves a code the postal check refuses.
  if (!origin && (!studies.some((s) => s.siteTargetAreaType === 'Country') || !verifyPostalCode(postalCode, country))) return near;
  const { rows } = await db.query<StudySiteRow>(
    'SELECT study_id AS "studyId", id, ss_ext_id AS "ssExtId", postal_code AS "postalCode", country FROM sites WHERE study_id = ANY($1::int[]) ORDER BY id',
    [studies.map((s) => s.id)]);
  const places = await locatePostalCodes(db, rows.map((site) => ({ postalCode: site.postalCode, country: site.country as CountryCode })));
  const placed = rows.map((site, i) => ({ site, place: places[i] ?? null, country: site.country }));
  const visitor = { place: origin, country };
  for (const study of studies) {
    const own = placed.filter(({ site }) => site.studyId === study.id);
    near.set(study.id, sitesInAreaNearestFirst(study, visitor, own).map(({ site, distance }) => ({ id: site.id, ssExtId: site.ssExtId, distance })));
  }
  return near;
}
