/** Secrets given out once (lead update tokens, relay link slugs) are stored only as their SHA-256. */
import { createHash } from 'node:crypto';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
