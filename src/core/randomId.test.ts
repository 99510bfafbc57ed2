import { describe, expect, it } from 'vitest';
import { randomId } from './randomId.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  it("is the browser's own UUID where it has one", () => {
    expect(randomId({ randomUUID: () => '11111111-2222-4333-8444-555555555555', getRandomValues: () => { throw new Error('not used'); } })).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('is a version 4 UUID made from random bytes where it has none (a page on a plain HTTP address)', () => {
    const fixed = <T extends ArrayBufferView | null>(array: T): T => { (array as unknown as Uint8Array).set([0xff, 0x01, 0x02, 0x03, 0x04, 0x05, 0xff, 0x07, 0xff, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f]); return array; };
    expect(randomId({ getRandomValues: fixed })).toBe('ff010203-0405-4f07-bf09-0a0b0c0d0e0f');
    const made = randomId({ getRandomValues: (array) => globalThis.crypto.getRandomValues(array) });
    expect(made).toMatch(UUID_V4);
    expect(randomId({ getRandomValues: (array) => globalThis.crypto.getRandomValues(array) })).not.toBe(made);
  });
});
