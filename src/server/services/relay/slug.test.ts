import { describe, expect, it } from 'vitest';
import { newSlug } from './slug.ts';
import { SLUG_PATTERN } from '../../../core/relaySlug.ts';
import { hashToken } from '../tokenHash.ts';

describe('temporary-link slugs', () => {
  it('are 256 random bits in base64url, different every time, and match the API pattern', () => {
    const slugs = Array.from({ length: 50 }, newSlug);
    expect(new Set(slugs).size).toBe(50);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(slug).toMatch(new RegExp(SLUG_PATTERN));
    }
  });

  it('are stored as their SHA-256, never as themselves', () => {
    const slug = newSlug();
    expect(hashToken(slug)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
