/**
 * A request's URL as the log may hold it: by allow list, not deny list (docs/security.md). Only the query parameters
 * the product reads for something other than a person (spec §2's flow, study and tracking parameters, the API's
 * query strings) keep their values; any other value, personal or not, is written as [redacted], and a name that
 * could itself be personal data (an address or a number typed as a name) as [param]. A path segment holding an
 * email address or a long run of digits (a link that put them in its path) is redacted too.
 */
const LOGGED_PARAMS = new Set([
  // Spec §2, its query parameters other than the prefill fields, and the ad tracking the product reads.
  's', 'landing', 'studyId', 'studySiteId', 'ps', 'psr', 'indicationIds[]', 'indicationIds', 'pgroup', 'ior', 'hc', 'cg', 'sd', 'skipDiag', 'g',
  'cid', 'tg', 'o', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content',
  // The API's query strings (schemas/api/*.query.json) and the e-signature's return.
  'to', 'timezone', 'locale', 'signup', 'language', 'indicationId', 'pGroupId', 'indicationNameOverrideId', 'country', 'partner', 'event', 'lp', 'esign',
]);

/** A parameter name that reads as one: letters first, then letters, digits, _, - or [] (an email or a phone does not). */
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,40}(\[\])?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PERSONAL_SEGMENT = /@|%40|\d{7}/i;

function loggedPath(path: string): string {
  return path.split('/').map((segment) => (!UUID.test(segment) && PERSONAL_SEGMENT.test(segment) ? '[redacted]' : segment)).join('/');
}

export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return loggedPath(url);
  const out: string[] = [];
  for (const [key, value] of new URLSearchParams(url.slice(q + 1))) {
    if (LOGGED_PARAMS.has(key)) out.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
    else out.push(`${PARAM_NAME.test(key) ? encodeURIComponent(key) : '[param]'}=[redacted]`);
  }
  return `${loggedPath(url.slice(0, q))}?${out.join('&')}`;
}
