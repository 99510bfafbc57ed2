/** Addresses without personal data: private parameters (spec §2 prefill, the relay slug) are cut from any URL that leaves the browser or is stored. */
import { isPrivateParam } from './queryParams.ts';

/** `href` with every private parameter removed; an unparsable address keeps only what precedes its query. */
export function withoutPersonalParams(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href.split(/[?#]/)[0] ?? '';
  }
  for (const key of [...url.searchParams.keys()]) if (isPrivateParam(key)) url.searchParams.delete(key);
  return url.toString();
}
