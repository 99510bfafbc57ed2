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

/** Where a visitor or a site is: its country always, its place where its postal code is in our directory. */
export interface Located {
  country: string;
  place: Place | null;
}

/**
 * The sites inside the study's target area, nearest first, each with its distance (null where either place is
 * unknown). A Country study needs no place: a site in the visitor's country serves them, so a valid postal code our
 * directory cannot place (most of the world's, outside the US and Canada) is not told "no study site near you" for a
 * study recruiting across the country; its sites come after those with a distance, in the order given. A Distance or
 * state-wide study needs both places: a site or visitor with no known place is left out.
 */
export function sitesInAreaNearestFirst<S>(area: TargetArea, visitor: Located, sites: ReadonlyArray<{ site: S } & Located>): Array<{ site: S; distance: number | null }> {
  const out: Array<{ site: S; distance: number | null }> = [];
  for (const { site, place, country } of sites) {
    if (area.siteTargetAreaType === 'Country') {
      if (country !== visitor.country) continue;
      out.push({ site, distance: place && visitor.place ? distanceIfInArea(area, visitor.place, place) : null });
      continue;
    }
    const distance = place && visitor.place ? distanceIfInArea(area, visitor.place, place) : null;
    if (distance !== null) out.push({ site, distance });
  }
  return out.sort(nearestFirst);
}

/** Orders by distance, nearest first; an unknown distance (null) after every known one, in the order given. */
export function nearestFirst(a: { distance: number | null }, b: { distance: number | null }): number {
  return a.distance === b.distance ? 0 : farthestUnknown(a.distance) - farthestUnknown(b.distance);
}

const farthestUnknown = (distance: number | null) => distance ?? Number.POSITIVE_INFINITY;
