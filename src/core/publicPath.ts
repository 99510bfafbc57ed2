/**
 * A same-site path as it may sit in an address or a stored row: its query without the personal and secret parameters
 * (in any spelling, queryParams.ts), and with personal data masked in the others' values (an address put in a
 * utm_content). Every other parameter is kept as it was written, so a campaign link's query comes back unchanged.
 */
import { isPrivateParam } from './queryParams.ts';
import { scrubPersonalData } from './scrubPersonalData.ts';

/** A query part as a form decodes it ('+' a space); null when it is not valid percent-encoding. */
function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

export function publicPath(path: string): string {
  const start = path.indexOf('?');
  if (start < 0) return path;
  const kept = path.slice(start + 1).split('&').flatMap((pair) => {
    const equals = pair.indexOf('=');
    const rawKey = equals < 0 ? pair : pair.slice(0, equals);
    const key = decoded(rawKey);
    const value = decoded(equals < 0 ? '' : pair.slice(equals + 1));
    // A part that cannot be read cannot be told safe; nor can a name that is itself an address or a phone.
    if (!rawKey || key === null || value === null || isPrivateParam(key) || scrubPersonalData(key) !== key) return [];
    const masked = scrubPersonalData(value);
    return [masked === value ? pair : `${rawKey}=${encodeURIComponent(masked)}`];
  });
  return kept.length ? `${path.slice(0, start)}?${kept.join('&')}` : path.slice(0, start);
}
