import { describe, expect, it } from 'vitest';
import { textDigest } from './textDigest.ts';

describe('textDigest', () => {
  it('is the same for the same text and differs for texts one character apart', () => {
    expect(textDigest('{"firstName":"Ana"}')).toBe(textDigest('{"firstName":"Ana"}'));
    expect(textDigest('{"firstName":"Ana"}')).not.toBe(textDigest('{"firstName":"Ane"}'));
    expect(textDigest('ab')).not.toBe(textDigest('ba'));
    expect(textDigest('')).not.toBe(textDigest(' '));
  });

  it('does not hold the text', () => {
    const digest = textDigest('+17135550111 ana@example.org');
    expect(digest).toMatch(/^[0-9a-z]{1,11}$/);
    expect(digest).not.toContain('5550111');
  });

  it('spreads a thousand near texts over a thousand digests', () => {
    const digests = new Set(Array.from({ length: 1000 }, (_, i) => textDigest(`{"phone1":"+1713555${String(i).padStart(4, '0')}"}`)));
    expect(digests.size).toBe(1000);
  });
});
