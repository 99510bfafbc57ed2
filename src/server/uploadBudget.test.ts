import { describe, expect, it } from 'vitest';
import { memoryByteCounter, uploadBytes } from './uploadBudget.ts';

describe('uploadBytes', () => {
  it('counts an upload by its Content-Length, never more than the route accepts', () => {
    expect(uploadBytes('1234', 4096)).toBe(1234);
    expect(uploadBytes('0', 4096)).toBe(0);
    expect(uploadBytes('999999999', 4096)).toBe(4096);
  });

  it('counts a body without a usable Content-Length (chunked) as the route\'s whole limit', () => {
    for (const header of [undefined, '', '-5', '1e3', 'lots', '99999999999999999999']) expect(uploadBytes(header, 4096), String(header)).toBe(4096);
  });
});

describe('memoryByteCounter', () => {
  it('adds up a key\'s bytes within its window and gives the time left', async () => {
    let now = 1_000;
    const counter = memoryByteCounter(() => now);
    expect(await counter.add('a', 100, 60_000)).toEqual({ total: 100, ttlMs: 60_000 });
    now += 10_000;
    expect(await counter.add('a', 50, 60_000)).toEqual({ total: 150, ttlMs: 50_000 });
    expect(await counter.add('b', 7, 60_000)).toEqual({ total: 7, ttlMs: 60_000 });
  });

  it('starts a key afresh once its window is over', async () => {
    let now = 0;
    const counter = memoryByteCounter(() => now);
    await counter.add('a', 500, 60_000);
    now = 60_000;
    expect(await counter.add('a', 20, 60_000)).toEqual({ total: 20, ttlMs: 60_000 });
  });
});
