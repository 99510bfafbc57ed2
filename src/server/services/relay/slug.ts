/**
 * Slugs of temporary links: 32 random bytes (256 bits) in base64url, so they cannot be guessed or enumerated.
 * A slug is a capability token, not personal data; only its SHA-256 is stored (`hashToken`).
 */
import { randomBytes } from 'node:crypto';

/** What the API accepts as a slug: ours are 43 characters; an external relay's may be shorter (UUIDs) or longer. */
export const SLUG_PATTERN = '^[A-Za-z0-9_-]{16,128}$';

export function newSlug(): string {
  return randomBytes(32).toString('base64url');
}
