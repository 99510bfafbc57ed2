import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { answerEncoding, compressedAnswer, compressible } from './compressedAnswers.ts';

describe('answerEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=1.0, gzip;q=1.0', 'br'],
    ['BR, GZip', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['deflate', null],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['*, br;q=0', 'gzip'],
    ['gzip ; q = 0.8 , br ; q=0.7', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('%j takes %j', (header, expected) => {
    expect(answerEncoding(header)).toBe(expected);
  });
});

describe('compressible', () => {
  it('is any read, and the writes whose answers anyone may read', () => {
    expect(compressible('GET', '/api/scheduling/availability')).toBe(true);
    expect(compressible('HEAD', '/api/indication_categories')).toBe(true);
    expect(compressible('POST', '/api/studies/search')).toBe(true);
    expect(compressible('POST', '/api/sites/nearby')).toBe(true);
    expect(compressible('POST', '/api/offers')).toBe(true);
  });

  it('is no other write: a lead save answers its update token', () => {
    expect(compressible('POST', '/api/leads')).toBe(false);
    expect(compressible('PUT', '/api/leads/:id')).toBe(false);
    expect(compressible('POST', '/api/screenings')).toBe(false);
    expect(compressible('POST', undefined)).toBe(false);
  });
});

describe('compressedAnswer', () => {
  const json = JSON.stringify({ slots: Array.from({ length: 50 }, (_, i) => ({ id: `slot-${i}`, start: '2026-12-01T15:00:00Z' })) });

  it('is the JSON in the encoding named, smaller', () => {
    const br = compressedAnswer(json, 'br');
    const gzip = compressedAnswer(json, 'gzip');
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(gunzipSync(gzip).toString()).toBe(json);
    expect(br.length).toBeLessThan(json.length / 5);
    expect(gzip.length).toBeLessThan(json.length / 5);
  });

  it('keeps text beyond ASCII whole', () => {
    const spanish = JSON.stringify({ title: 'Diabetes tipo 2: ¿quién puede participar? ñandú '.repeat(40) });
    expect(brotliDecompressSync(compressedAnswer(spanish, 'br')).toString()).toBe(spanish);
  });
});
