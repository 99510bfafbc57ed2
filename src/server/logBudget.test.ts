import { describe, expect, it } from 'vitest';
import { errorLogBudget } from './logBudget.ts';

describe('errorLogBudget', () => {
  it('allows the first lines of each window and refuses the rest until the window has passed', () => {
    let clock = 1_000;
    const allowed = errorLogBudget(2, 60_000, () => clock);
    expect([allowed(), allowed(), allowed()]).toEqual([true, true, false]);
    clock += 59_999;
    expect(allowed()).toBe(false);
    clock += 1;
    expect([allowed(), allowed(), allowed()]).toEqual([true, true, false]);
  });
});
