/** Postal verification: the country's pattern, then the postal directory where we have one for the country. */
import { createRequire } from 'node:module';
import type { Queryable } from '../db/database.ts';
import { COUNTRY_CODES, COUNTRIES, type CountryCode } from '../../core/countries.ts';
import { normalisePostalCode, validatePostalPattern } from '../../core/postal.ts';

interface ZipRecord { latitude: number; longitude: number; city: string; state: string }
interface ZipDirectory { lookup(code: string): ZipRecord | undefined }
let zipcodes: ZipDirectory | null = null;
// Loaded at the first lookup or by warmPostalDirectory: reading it takes about half a second a start need not wait for.
const directory = (): ZipDirectory => (zipcodes ??= createRequire(import.meta.url)('zipcodes') as ZipDirectory);

/** Loads the postal directory now, so that the first visitor's postal check does not wait for it. */
export function warmPostalDirectory(): void {
  directory();
}

export interface PostalPlace {
  country: CountryCode;
  postalCode: string;
  lat: number;
  lng: number;
  city: string;
  state: string;
}

export function countryFromAlpha3(alpha3: string): CountryCode | null {
  return COUNTRY_CODES.find((c) => COUNTRIES[c].alpha3 === alpha3.toUpperCase()) ?? null;
}

/** US ZIP codes and Canadian forward sortation areas come from the `zipcodes` directory. */
export function directoryLookup(country: CountryCode, postalCode: string): PostalPlace | null {
  if (country !== 'US' && country !== 'CA') return null;
  const key = country === 'US' ? postalCode.slice(0, 5) : postalCode.replace(/\s/g, '').slice(0, 3);
  const hit = directory().lookup(key);
  return hit ? { country, postalCode, lat: hit.latitude, lng: hit.longitude, city: hit.city, state: hit.state } : null;
}

/**
 * Valid when the pattern matches and, for the US and Canada, the code exists in the directory. Elsewhere we
 * ship only the demo sites' neighbourhoods, so a well-formed code is accepted.
 */
export function verifyPostalCode(postalCode: string, country: CountryCode): boolean {
  if (validatePostalPattern(postalCode, country)) return false;
  const normalised = normalisePostalCode(postalCode, country);
  if (country === 'US' || country === 'CA') return directoryLookup(country, normalised) !== null;
  return true;
}

/** Coordinates of a postal code: the directory for the US and Canada, the shipped table elsewhere. */
export async function locatePostalCode(db: Queryable, postalCode: string, country: CountryCode): Promise<PostalPlace | null> {
  return (await locatePostalCodes(db, [{ postalCode, country }]))[0] ?? null;
}

/**
 * Coordinates of several postal codes, in the order asked (null where unknown): the directory's at once, the shipped
 * table's in one query for all of them.
 */
export async function locatePostalCodes(db: Queryable, codes: ReadonlyArray<{ postalCode: string; country: CountryCode }>): Promise<Array<PostalPlace | null>> {
  const asked = codes.map(({ postalCode, country }) => ({ country, postalCode: normalisePostalCode(postalCode, country) }));
  const places: Array<PostalPlace | null> = asked.map(({ country, postalCode }) => directoryLookup(country, postalCode));
  const inTable = asked.filter((_, i) => places[i] === null);
  if (!inTable.length) return places;
  // One code (a visitor's own) by its key alone: planning the list's join costs more than the lookup.
  const { rows } = await db.query<{ country: CountryCode; postal_code: string; lat: number; lng: number; city: string; state: string }>(
    inTable.length === 1
      ? 'SELECT country, postal_code, lat, lng, city, state FROM postal_codes WHERE country = $1 AND postal_code = $2'
      : 'SELECT country, postal_code, lat, lng, city, state FROM postal_codes WHERE (country, postal_code) IN (SELECT * FROM unnest($1::text[], $2::text[]))',
    inTable.length === 1 ? [inTable[0]?.country, inTable[0]?.postalCode] : [inTable.map((c) => c.country), inTable.map((c) => c.postalCode)]);
  const found = new Map(rows.map(({ country, postal_code: postalCode, ...place }) => [`${country} ${postalCode}`, { country, postalCode, ...place }]));
  return places.map((place, i) => place ?? found.get(`${asked[i]?.country} ${asked[i]?.postalCode}`) ?? null);
}

/** POST /api/postal/verify: a country given by its alpha-3 code, then the code checked for it; an unknown country is not valid. */
export function postalCheck(body: { postalCode: string; country: string }): { valid: boolean } {
  const country = countryFromAlpha3(body.country);
  return { valid: country !== null && verifyPostalCode(body.postalCode, country) };
}
