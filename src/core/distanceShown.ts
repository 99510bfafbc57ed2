/**
 * A study site's distance as a search result gives it: in the unit of the visitor's country (countries.ts), whole, and
 * "less than 1" rather than "0" for a site closer than half a unit. The server measures in miles (geo.ts).
 */
const KM_PER_MILE = 1.609344;

export type DistanceKey = 'search.distance' | 'search.distanceKm' | 'search.distanceUnder' | 'search.distanceUnderKm' | 'search.distanceInCountry';

export function distanceShown(miles: number | null, unit: 'mi' | 'km'): { key: DistanceKey; count: number } {
  // A study recruiting across the country, for a postal code our directory cannot place: its sites are in the
  // visitor's country, at a distance the server cannot tell.
  if (miles === null) return { key: 'search.distanceInCountry', count: 0 };
  const value = unit === 'km' ? miles * KM_PER_MILE : miles;
  if (value < 0.5) return { key: unit === 'km' ? 'search.distanceUnderKm' : 'search.distanceUnder', count: 1 };
  return { key: unit === 'km' ? 'search.distanceKm' : 'search.distance', count: Math.round(value) };
}
