/** The relay link's slug as accepted anywhere: ours are 43 characters; an external relay's may be shorter (UUIDs) or longer. */
export const SLUG_PATTERN = '^[A-Za-z0-9_-]{16,128}$';

const SLUG = new RegExp(SLUG_PATTERN);

export function isSlug(value: string): boolean {
  return SLUG.test(value);
}
