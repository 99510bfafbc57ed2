import { describe, expect, it, vi } from 'vitest';
import * as direct from './phone.ts';

describe('phoneOnDemand', () => {
  it('leaves a phone unjudged before its rules are loaded, refuses to normalise or show one, then does all as phone.ts does', async () => {
    // A fresh module: test files share a worker's modules (vitest.config.ts), and another file may have loaded the rules.
    vi.resetModules();
    const onDemand = await import('./phoneOnDemand.ts');
    expect(onDemand.phoneRulesLoaded()).toBe(false);
    expect(onDemand.validatePhone('12', 'US')).toBeNull();
    expect(() => onDemand.normalisePhone('(212) 555-0123', 'US')).toThrow('phone rules used before loadPhoneRules() resolved');
    expect(() => onDemand.phoneForInput('+12125550123')).toThrow();
    expect(() => onDemand.formatPhone('2125550123')).toThrow();
    // The phone box's mask (phoneMask.ts) is typing help that needs no phone rules: it comes with the box, not here.
    expect('maskPhoneInput' in onDemand).toBe(false);

    await Promise.all([onDemand.loadPhoneRules(), onDemand.loadPhoneRules()]);
    expect(onDemand.phoneRulesLoaded()).toBe(true);
    expect(onDemand.validatePhone('(212) 555-0123', 'US')).toBeNull();
    expect(onDemand.validatePhone('12', 'US')).toBe(direct.validatePhone('12', 'US'));
    expect(onDemand.validatePhone('12', 'US')).not.toBeNull();
    expect(onDemand.normalisePhone('020 7946 0958', 'GB')).toBe('+442079460958');
  });

  it('offers every function phone.ts offers', async () => {
    const onDemand = await import('./phoneOnDemand.ts');
    expect(Object.keys(onDemand)).toEqual(expect.arrayContaining(Object.keys(direct)));
  });

  it('tries a failed download again at the next call, and shares one download between callers meanwhile', async () => {
    vi.resetModules();
    vi.doMock('./phone.ts', () => { throw new Error('offline'); });
    const onDemand = await import('./phoneOnDemand.ts');
    const [first, second] = [onDemand.loadPhoneRules(), onDemand.loadPhoneRules()];
    expect(second).toBe(first);
    await expect(first).rejects.toThrow();
    expect(onDemand.phoneRulesLoaded()).toBe(false);
    vi.doUnmock('./phone.ts');
    vi.resetModules();
    await onDemand.loadPhoneRules();
    expect(onDemand.phoneRulesLoaded()).toBe(true);
    expect(onDemand.normalisePhone('020 7946 0958', 'GB')).toBe('+442079460958');
  });
});
