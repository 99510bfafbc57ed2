/**
 * Nearby sites for a study and a postal code (spec §7 "Site search"): great-circle distance from the postal code,
 * within the study's target area (Distance: its radius; Country: the same country; otherwise the same state),
 * nearest first. A failure is logged and gives no sites.
 */
import type { Queryable } from '../db/database.ts';
import { sitesInAreaNearestFirst } from '../../core/siteArea.ts';
import type { CountryCode } from '../../core/countries.ts';
import { locatePostalCode } from './postalVerification.ts';
import { studyRecord, studySites } from '../db/repositories/studies.ts';

export interface NearbySite {
  id: number;
  ssExtId: string;
  distance: number;
}

export async function nearbySites(db: Queryable, studyId: number, postalCode: string, country: CountryCode, log: (msg: string, ctx: object) => void): Promise<NearbySite[]> {
  try {
    const study = await studyRecord(db, studyId);
    const origin = await locatePostalCode(db, postalCode, country);
    if (!study || !origin) return [];
    const placed = [];
    for (const site of await studySites(db, studyId)) placed.push({ site, place: await locatePostalCode(db, site.postalCode, site.country as CountryCode) });
    return sitesInAreaNearestFirst(study, origin, placed).map(({ site, distance }) => ({ id: site.id, ssExtId: site.ssExtId, distance }));
  } catch (err) {
    log('Error retrieving nearby sites', { studyId, err: (err as Error).message });
    return [];
  }
}

