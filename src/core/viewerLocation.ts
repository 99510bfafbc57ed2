/**
 * Where the visitor is, as the CDN in front of the server reads it from their address (spec §3 'Initial payload':
 * country, postalCode, region, latlong). We keep no address database: behind CloudFront or Cloudflare (with its
 * visitor-location headers) the edge's headers are read; elsewhere nothing is known. Only these headers are trusted,
 * and only when the operator says which edge sets them (GEO_HEADERS), since a visitor could send them too.
 */
export type GeoHeaderSource = 'none' | 'cloudfront' | 'cloudflare';
export const GEO_HEADER_SOURCES: readonly GeoHeaderSource[] = ['none', 'cloudfront', 'cloudflare'];

export interface ViewerLocation {
  /** ISO 3166 alpha-2, upper case. */
  country: string | null;
  region: string | null;
  postalCode: string | null;
  latlong: { lat: number; lng: number } | null;
}

const NAMES: Record<Exclude<GeoHeaderSource, 'none'>, Record<'country' | 'region' | 'postalCode' | 'lat' | 'lng', string>> = {
  cloudfront: { country: 'cloudfront-viewer-country', region: 'cloudfront-viewer-country-region', postalCode: 'cloudfront-viewer-postal-code', lat: 'cloudfront-viewer-latitude', lng: 'cloudfront-viewer-longitude' },
  cloudflare: { country: 'cf-ipcountry', region: 'cf-region-code', postalCode: 'cf-postal-code', lat: 'cf-iplatitude', lng: 'cf-iplongitude' },
};

type Headers = Readonly<Record<string, string | string[] | undefined>>;

const header = (headers: Headers, name: string): string | null => {
  const value = headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : null;
};

/** A short, plain value (an edge never sends more; anything else is not believed). */
const plain = (value: string | null, pattern: RegExp): string | null => (value && pattern.test(value) ? value : null);

export function viewerLocation(headers: Headers, source: GeoHeaderSource): ViewerLocation | null {
  if (source === 'none') return null;
  const names = NAMES[source];
  const lat = Number(header(headers, names.lat));
  const lng = Number(header(headers, names.lng));
  const latlongGiven = header(headers, names.lat) !== null && header(headers, names.lng) !== null;
  const location: ViewerLocation = {
    // 'XX' and 'T1' are Cloudflare's 'unknown' and 'Tor'.
    country: plain(header(headers, names.country)?.toUpperCase() ?? null, /^(?!XX$|T1$)[A-Z]{2}$/),
    region: plain(header(headers, names.region), /^[A-Za-z0-9-]{1,10}$/),
    postalCode: plain(header(headers, names.postalCode), /^[A-Za-z0-9 -]{2,10}$/),
    latlong: latlongGiven && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null,
  };
  return location.country || location.region || location.postalCode || location.latlong ? location : null;
}
