import { describe, expect, it } from 'vitest';
import { referrerUrl } from './referrer.ts';

describe('referrerUrl', () => {
  it('keeps the origin and path, never the query or fragment', () => {
    expect(referrerUrl('https://news.example/health/trials?email=ana%40example.com#top')).toBe('https://news.example/health/trials');
    expect(referrerUrl('http://localhost:3000/')).toBe('http://localhost:3000/');
  });

  it("takes an address or a phone out of the path, as it is everywhere else kept", () => {
    expect(referrerUrl('https://ads.example/p/canary@example.org/Profile')).toBe('https://ads.example/p/[email]/Profile');
    expect(referrerUrl('https://ads.example/u/713-555-0199')).toBe('https://ads.example/u/[number]');
    expect(referrerUrl('https://news.example/2026/11/trials')).toBe('https://news.example/2026/11/trials');
  });

  it('keeps nothing of an empty, malformed, non-web or overlong referrer', () => {
    expect(referrerUrl('')).toBeNull();
    expect(referrerUrl(null)).toBeNull();
    expect(referrerUrl('not a url')).toBeNull();
    expect(referrerUrl('javascript:alert(1)')).toBeNull();
    expect(referrerUrl('android-app://com.example/')).toBeNull();
    expect(referrerUrl(`https://a.example/${'p'.repeat(480)}`)).toBe(`https://a.example/${'p'.repeat(480)}`);
    expect(referrerUrl(`https://a.example/${'p'.repeat(490)}`)).toBeNull();
    // 500 characters are kept, 501 are not.
    expect(referrerUrl(`https://a.example/${'p'.repeat(482)}`)).toHaveLength(500);
    expect(referrerUrl(`https://a.example/${'p'.repeat(483)}`)).toBeNull();
  });
});
