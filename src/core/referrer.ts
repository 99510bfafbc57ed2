import { scrubPersonalData } from './scrubPersonalData.ts';

/**
 * The page the visitor came from (spec §3 'Initial payload': referrerUrl), as we keep it: its origin and path only.
 * A referrer's query or fragment can carry the visitor's details (a form that sent them by GET), so neither is ever
 * sent, stored or logged.
 */
export function referrerUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // A path can hold an address or a phone too (a profile page's): they go as everywhere else they could be kept.
  const kept = `${url.origin}${scrubPersonalData(url.pathname)}`;
  return kept.length <= 500 ? kept : null;
}
