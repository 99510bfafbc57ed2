/** The visit's query parameters as recording metadata: snake_case keys, never a personal prefill parameter. */
import { isPrivateParam, publicQuery, type Query } from '../../core/queryParams.ts';
import { UPLOAD_LIMITS } from './constants.ts';
import { scrubPersonalData } from '../../core/scrubPersonalData.ts';

/** `studySiteId` → `study_site_id`, `indicationIds[]` → `indication_ids`, `utm-source` → `utm_source`. */
export function snakeCaseKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

/**
 * Public parameters with snake_case keys. A key that is personal once snake-cased (`first_name`) is dropped too;
 * the first of two keys with the same snake form wins; counts and lengths stay within the upload schema.
 */
export function snakeCaseQuery(query: Query): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(publicQuery(query))) {
    const snake = snakeCaseKey(key).slice(0, UPLOAD_LIMITS.queryKey);
    if (!snake || isPrivateParam(snake) || snake in out) continue;
    if (Object.keys(out).length >= UPLOAD_LIMITS.queryParams) break;
    out[snake] = scrubPersonalData(value).slice(0, UPLOAD_LIMITS.queryValue);
  }
  return out;
}
