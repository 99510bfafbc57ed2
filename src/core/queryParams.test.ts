import { describe, expect, it } from 'vitest';
import { PREFILL_PARAMS, flagSet, hasPrivateParams, indicationIdsFrom, parseQuery, positiveInt, publicQuery, toSearch } from './queryParams.ts';

describe('publicQuery', () => {
  it('removes every prefill parameter and keeps the rest', () => {
    expect([...PREFILL_PARAMS]).toEqual(['zip', 'postal', 'firstName', 'lastName', 'age', 'email', 'phone', 'dob', 'gender']);
    const query = {
      s: 's6', studyId: '12', cg: '1',
      zip: '10001', postal: '10002', firstName: 'Jane', lastName: 'Doe', age: '40', email: 'j@example.com', phone: '2125550123', dob: '1990-01-01', gender: 'female',
    };
    expect(publicQuery(query)).toEqual({ s: 's6', studyId: '12', cg: '1' });
  });

  it("removes the relay link's slug, a capability token", () => {
    expect(publicQuery({ studyId: '1001', slug: 'a'.repeat(43) })).toEqual({ studyId: '1001' });
  });

  it('removes private parameters however a link spells them', () => {
    expect(publicQuery({ first_name: 'Ana', FirstName: 'Ana', ZIP: '10001', 'last-name': 'Diaz', Slug: 'x', studySiteId: '5', utm_source: 'mail' }))
      .toEqual({ studySiteId: '5', utm_source: 'mail' });
  });

  it('does not modify its input', () => {
    const query = { zip: '10001', s: 's6' };
    publicQuery(query);
    expect(query).toEqual({ zip: '10001', s: 's6' });
  });
});

describe('hasPrivateParams', () => {
  it('is true when a prefill parameter or the slug must leave the address bar', () => {
    expect(hasPrivateParams({ studyId: '1001', slug: 'x' })).toBe(true);
    expect(hasPrivateParams({ zip: '10001' })).toBe(true);
    expect(hasPrivateParams({ studyId: '1001', cid: 'abc' })).toBe(false);
  });
});

describe('parseQuery', () => {
  it('reads a search string, with or without ?', () => {
    expect(parseQuery('?s=s6&studyId=12')).toEqual({ s: 's6', studyId: '12' });
    expect(parseQuery('s=ws10')).toEqual({ s: 'ws10' });
    expect(parseQuery('')).toEqual({});
  });

  it('decodes values and keeps the last of repeated keys', () => {
    expect(parseQuery('?firstName=Mary%20Ann&x=1&x=2')).toEqual({ firstName: 'Mary Ann', x: '2' });
  });
});

describe('toSearch', () => {
  it('is empty for an empty query', () => {
    expect(toSearch({})).toBe('');
  });

  it('builds an encoded search string with ?', () => {
    expect(toSearch({ s: 's6', studyId: '12' })).toBe('?s=s6&studyId=12');
    expect(toSearch({ 'indicationIds[]': '1,2' })).toBe('?indicationIds%5B%5D=1%2C2');
  });

  it('round-trips with parseQuery', () => {
    const query = { s: 'ws10', name: 'a b&c' };
    expect(parseQuery(toSearch(query))).toEqual(query);
  });
});

describe('flagSet', () => {
  it('is set when present with an empty or truthy value', () => {
    expect(flagSet({ cg: '' }, 'cg')).toBe(true);
    expect(flagSet({ cg: '1' }, 'cg')).toBe(true);
    expect(flagSet({ cg: 'true' }, 'cg')).toBe(true);
  });

  it('is not set when absent or 0/false/no', () => {
    expect(flagSet({}, 'cg')).toBe(false);
    expect(flagSet({ cg: '0' }, 'cg')).toBe(false);
    expect(flagSet({ cg: 'false' }, 'cg')).toBe(false);
    expect(flagSet({ cg: 'FALSE' }, 'cg')).toBe(false);
    expect(flagSet({ cg: 'no' }, 'cg')).toBe(false);
  });

  it('accepts any of several names (sd or skipDiag)', () => {
    expect(flagSet({ skipDiag: '1' }, 'sd', 'skipDiag')).toBe(true);
    expect(flagSet({ sd: '1' }, 'sd', 'skipDiag')).toBe(true);
    expect(flagSet({ g: '1' }, 'sd', 'skipDiag')).toBe(false);
  });
});

describe('positiveInt', () => {
  it('reads positive integers', () => {
    expect(positiveInt('1')).toBe(1);
    expect(positiveInt('42')).toBe(42);
  });

  it('rejects zero, negatives, decimals, text and missing values', () => {
    expect(positiveInt('0')).toBeNull();
    expect(positiveInt('-1')).toBeNull();
    expect(positiveInt('1.5')).toBeNull();
    expect(positiveInt('12abc')).toBeNull();
    expect(positiveInt(' 3')).toBeNull();
    expect(positiveInt('')).toBeNull();
    expect(positiveInt(undefined)).toBeNull();
  });

  it('rejects integers beyond the safe range', () => {
    expect(positiveInt('99999999999999999999')).toBeNull();
  });
});

describe('indicationIdsFrom', () => {
  it('reads repeated and comma-joined indicationIds[]', () => {
    expect(indicationIdsFrom('?indicationIds[]=1,2&indicationIds[]=3')).toEqual([1, 2, 3]);
    expect(indicationIdsFrom('?indicationIds%5B%5D=7')).toEqual([7]);
  });

  it('also reads indicationIds without brackets', () => {
    expect(indicationIdsFrom('?indicationIds=4, 5')).toEqual([4, 5]);
  });

  it('drops values that are not positive integers', () => {
    expect(indicationIdsFrom('?indicationIds[]=x,0,-2,9')).toEqual([9]);
  });

  it('is empty without the parameter', () => {
    expect(indicationIdsFrom('?s=s6')).toEqual([]);
    expect(indicationIdsFrom('')).toEqual([]);
  });
});
