import { describe, expect, it } from 'vitest';
import { createPostalCheck } from './postalCheck.ts';

function asker(answers: Record<string, boolean | Error>) {
  const asked: string[] = [];
  const ask = (code: string, country: string) => {
    asked.push(`${country} ${code}`);
    const answer = answers[`${country} ${code}`];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? false);
  };
  return { asked, ask };
}

describe('postal check cache', () => {
  it('asks once per country and code, and gives the same answer again', async () => {
    const { asked, ask } = asker({ 'USA 10001': true });
    const check = createPostalCheck(ask);
    const typed = check.verify('10001', 'USA');
    expect(await check.verify('10001', 'USA')).toBe(true);
    expect(await typed).toBe(true);
    expect(asked).toEqual(['USA 10001']);
  });

  it('asks again for a changed code or another country, never answering one with the other', async () => {
    const { asked, ask } = asker({ 'USA 10001': true, 'USA 00000': false });
    const check = createPostalCheck(ask);
    expect(await check.verify('10001', 'USA')).toBe(true);
    expect(await check.verify('00000', 'USA')).toBe(false);
    expect(await check.verify('10001', 'CAN')).toBe(false);
    expect(asked).toEqual(['USA 10001', 'USA 00000', 'CAN 10001']);
  });

  it('forgets a request that failed, so Next asks again', async () => {
    const answers: Record<string, boolean | Error> = { 'USA 10001': new Error('offline') };
    const { asked, ask } = asker(answers);
    const check = createPostalCheck(ask);
    await expect(check.verify('10001', 'USA')).rejects.toThrow('offline');
    answers['USA 10001'] = true;
    expect(await check.verify('10001', 'USA')).toBe(true);
    expect(asked).toEqual(['USA 10001', 'USA 10001']);
  });

  it('keeps the most recently used answers up to its limit', async () => {
    const { asked, ask } = asker({});
    const check = createPostalCheck(ask, 2);
    await check.verify('11111', 'USA');
    await check.verify('22222', 'USA');
    await check.verify('11111', 'USA');
    await check.verify('33333', 'USA');
    await check.verify('11111', 'USA');
    await check.verify('22222', 'USA');
    expect(asked).toEqual(['USA 11111', 'USA 22222', 'USA 33333', 'USA 22222']);
  });

  it('tells an answer already given at once, and nothing for one on its way, never asked or failed', async () => {
    let answer: (valid: boolean) => void = () => undefined;
    const check = createPostalCheck((code) => (code === '10001' ? new Promise<boolean>((r) => { answer = r; }) : code === '99999' ? Promise.reject(new Error('offline')) : Promise.resolve(false)));
    const typed = check.verify('10001', 'USA');
    expect(check.answered('10001', 'USA')).toBeUndefined();
    answer(true);
    await typed;
    expect(check.answered('10001', 'USA')).toBe(true);
    expect(check.answered('10001', 'CAN')).toBeUndefined();
    expect(check.answered('20002', 'USA')).toBeUndefined();
    await check.verify('00000', 'USA');
    expect(check.answered('00000', 'USA')).toBe(false);
    await expect(check.verify('99999', 'USA')).rejects.toThrow('offline');
    expect(check.answered('99999', 'USA')).toBeUndefined();
  });
});
