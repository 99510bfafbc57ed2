/** Addresses without personal data: private parameters (spec §2 prefill, the relay slug) are cut from any URL that leaves the browser or is stored. */
import { isPrivateParam } from './queryParams.ts';
import { scrubPersonalData } from './scrubPersonalData.ts';

/** `href` with every private parameter and the fragment removed, personal data taken out of the other values; an unparsable address keeps only what precedes its query. */
export function withoutPersonalParams(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href.split(/[?#]/)[0] ?? '';
  }
  // A public parameter's value may still hold an address or a phone (an e-mail campaign's utm_content), and the
  // fragment a capability (the signing link's #k=<secret>).
  const kept = [...url.searchParams].filter(([key]) => !isPrivateParam(key)).map(([key, value]) => [key, scrubPersonalData(value)]);
  url.search = new URLSearchParams(kept).toString();
  url.hash = '';
  return url.toString();
}
