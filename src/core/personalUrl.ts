/** Addresses without personal data: the prefill parameters (spec §2) are cut from any URL that leaves the browser or is stored. */
import { PREFILL_PARAMS } from './queryParams.ts';

const PERSONAL = new Set<string>(PREFILL_PARAMS);

/** `href` with every personal prefill parameter removed; an unparsable address keeps only what precedes its query. */
export function withoutPersonalParams(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href.split(/[?#]/)[0] ?? '';
  }
  for (const key of [...url.searchParams.keys()]) if (PERSONAL.has(key)) url.searchParams.delete(key);
  return url.toString();
}
