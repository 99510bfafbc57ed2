/**
 * Slugs of temporary links: 32 random bytes (256 bits) in base64url, so they cannot be guessed or enumerated.
 * A slug is a capability token, not personal data; only its SHA-256 is stored (`hashToken`).
 */
import { randomBytes } from 'node:crypto';


export function newSlug(): string {
  return randomBytes(32).toString('base64url');
}
