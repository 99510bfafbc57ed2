/**
 * Writes src/core/phoneMetadata.json: libphonenumber-js's minimal metadata cut down to the calling codes of the
 * seven supported countries, so the page ships a fraction of the phone rules. Run after upgrading libphonenumber-js.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { COUNTRY_CODES } from '../src/core/countries.ts';

interface Metadata { version: number; country_calling_codes: Record<string, string[]>; countries: Record<string, unknown>; nonGeographic?: unknown }
const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as Metadata;
// Countries sharing a calling code with a supported one stay, so +44 7911 (Jersey) or +1 NANP numbers parse as before.
const supported = new Set<string>(COUNTRY_CODES);
const callingCodes = Object.fromEntries(Object.entries(full.country_calling_codes).filter(([, list]) => list.some((c) => supported.has(c))));
const keep = new Set(Object.values(callingCodes).flat());
const countries = Object.fromEntries(Object.entries(full.countries).filter(([c]) => keep.has(c)));
const out = { version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} };
writeFileSync(new URL('../src/core/phoneMetadata.json', import.meta.url), `${JSON.stringify(out)}\n`);
console.log(`phone metadata: ${Object.keys(countries).length} countries, ${JSON.stringify(out).length} bytes`);
