/**
 * Whether a study site serves a candidate (spec §7 "Site search"): within the study's radius for a Distance
 * target area, in the same country for a Country one, otherwise in the same state.
 */
import { distanceMiles } from './geo.ts';

export interface Place {
  lat: number;
  lng: number;
  state: string;
  country: string;
}

export interface TargetArea {
  siteTargetAreaType: string;
  maxDistanceMiles: number | null;
}

const DEFAULT_RADIUS_MILES = 100;

/** Distance in miles to one decimal, or null when the site is outside the study's target area. */
export function distanceIfInArea(area: TargetArea, origin: Place, site: Place): number | null {
  const distance = Math.round(distanceMiles(origin, site) * 10) / 10;
  const inArea = area.siteTargetAreaType === 'Distance' ? distance <= (area.maxDistanceMiles ?? DEFAULT_RADIUS_MILES)
    : area.siteTargetAreaType === 'Country' ? site.country === origin.country
    : site.country === origin.country && site.state.trim().toLowerCase() === origin.state.trim().toLowerCase();
  return inArea ? distance : null;
}

/** The sites inside the study's target area, nearest first, each with its distance; a site with no known place is left out. */
export function sitesInAreaNearestFirst<S>(area: TargetArea, origin: Place, sites: ReadonlyArray<{ site: S; place: Place | null }>): Array<{ site: S; distance: number }> {
  const out: Array<{ site: S; distance: number }> = [];
  for (const { site, place } of sites) {
    const distance = place ? distanceIfInArea(area, origin, place) : null;
    if (distance !== null) out.push({ site, distance });
  }
  return out.sort((a, b) => a.distance - b.distance);
}
