import { describe, expect, it } from 'vitest';
import { coalescedWrite, sameAt } from './coalescedWrite.ts';

describe('coalescedWrite', () => {
  it('writes the latest of several values asked for in one task, once', async () => {
    const written: number[] = [];
    const write = coalescedWrite((v: number) => written.push(v), queueMicrotask);
    write(1);
    write(2);
    write(3);
    expect(written).toEqual([]);
    await Promise.resolve();
    expect(written).toEqual([3]);
  });
  it('writes again for a value asked for after the last write', async () => {
    const written: string[] = [];
    const runs: Array<() => void> = [];
    const write = coalescedWrite((v: string) => written.push(v), (run) => runs.push(run));
    write('a');
    runs.shift()?.();
    write('b');
    expect(runs).toHaveLength(1);
    runs.shift()?.();
    expect(written).toEqual(['a', 'b']);
  });
});

describe('sameAt', () => {
  const answers = { postalCode: '10001' };
  it('is true when the keys hold the same values', () => {
    expect(sameAt({ a: answers, b: 1, c: 'x' }, { a: answers, b: 1, c: 'y' }, ['a', 'b'])).toBe(true);
  });
  it('is false for a new object, a changed value or no previous state', () => {
    expect(sameAt({ a: answers, b: 1 }, { a: { ...answers }, b: 1 }, ['a', 'b'])).toBe(false);
    expect(sameAt({ a: answers, b: 1 }, { a: answers, b: 2 }, ['a', 'b'])).toBe(false);
    expect(sameAt(null, { a: answers }, ['a'])).toBe(false);
  });
});
