import { describe, expect, it, vi } from 'vitest';
import { prescreenFlow, visitParamsFrom } from './visitParams.ts';

describe('visitParamsFrom', () => {
  it('reads every parameter of the spec table that is not navigation or prefill', () => {
    expect(visitParamsFrom({ studyId: '1002', studySiteId: '5004', pgroup: '7', ior: '105', hc: '1', tg: '3', o: 'offer-9', cid: 'abc.123', landing: 'home', psr: '1' })).toEqual({
      studyId: 1002, studySiteId: 5004, participantGroupId: 7, indicationNameOverrideId: 105, hotCall: true, testGroup: 3, offerId: 'offer-9', cid: 'abc.123', landing: 'home', prescreenRedirect: true,
    });
  });

  it('ignores malformed values', () => {
    expect(visitParamsFrom({ studyId: 'x', tg: '-2', hc: '0', psr: 'false', o: '  ' })).toMatchObject({ studyId: null, testGroup: null, hotCall: false, prescreenRedirect: false, offerId: null });
    // A test group is one to six digits, nothing before or after them.
    for (const tg of ['1234567', 'a12', '12a']) expect(visitParamsFrom({ tg }).testGroup, tg).toBeNull();
    expect(visitParamsFrom({ tg: '123456' }).testGroup).toBe(123456);
    expect(visitParamsFrom({ tg: '42' }).testGroup).toBe(42);
    // Free text is cut to its length: an offer id to 64 characters.
    expect(visitParamsFrom({ o: 'x'.repeat(80) }).offerId).toBe('x'.repeat(64));
  });
});

describe('prescreenFlow', () => {
  it('keeps a known flow and falls back to the default prescreen flow with a warning otherwise', () => {
    const warn = vi.fn();
    const known = (n: string) => n === 'ws15';
    expect(prescreenFlow('WS15', known, 'ws10', warn)).toBe('ws15');
    expect(warn).not.toHaveBeenCalled();
    expect(prescreenFlow('nope', known, 'ws12', warn)).toBe('ws12');
    expect(warn).toHaveBeenCalledWith("invalid ps value 'nope'; using ws12");
    expect(prescreenFlow(' ws15 ', known, 'ws12', warn)).toBe('ws15');
    expect(prescreenFlow(undefined, known, 'ws12', warn)).toBe('ws12');
    expect(warn).toHaveBeenLastCalledWith("invalid ps value ''; using ws12");
  });
});
