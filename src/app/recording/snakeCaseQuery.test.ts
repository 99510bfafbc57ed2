import { describe, expect, it } from 'vitest';
import { snakeCaseKey, snakeCaseQuery } from './snakeCaseQuery.ts';

describe('snakeCaseKey', () => {
  it.each([
    ['studySiteId', 'study_site_id'],
    ['pGroupId', 'p_group_id'],
    ['indicationIds[]', 'indication_ids'],
    ['utm-source', 'utm_source'],
    ['utm_source', 'utm_source'],
    ['cid', 'cid'],
    ['HTMLPage', 'html_page'],
    ['skipDiag2', 'skip_diag2'],
    ['[]', ''],
  ])('%s → %s', (key, snake) => expect(snakeCaseKey(key)).toBe(snake));
});

describe('snakeCaseQuery', () => {
  it('snake-cases the keys and removes every personal prefill parameter', () => {
    expect(snakeCaseQuery({ cid: 'abc', studySiteId: '12', 'indicationIds[]': '101', zip: '10001', firstName: 'Ana', lastName: 'Diaz', dob: '1980-04-12', email: 'a@b.c', phone: '555', age: '40', gender: 'female', postal: 'M5G' }))
      .toEqual({ cid: 'abc', study_site_id: '12', indication_ids: '101' });
  });

  it('drops keys that are personal once snake-cased, empty keys and later duplicates', () => {
    expect(snakeCaseQuery({ first_name: 'Ana', 'last-name': 'Diaz', '[]': 'x', studyId: '1', study_id: '2' })).toEqual({ study_id: '1' });
  });

  it('stays within the upload schema: 40 parameters, 64-character keys, 300-character values', () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`p${i}`, 'v']));
    expect(Object.keys(snakeCaseQuery(many))).toHaveLength(40);
    const long = snakeCaseQuery({ ['k'.repeat(80)]: 'v'.repeat(400) });
    expect(Object.keys(long)[0]).toHaveLength(64);
    expect(Object.values(long)[0]).toHaveLength(300);
  });

  it('scrubs personal data from the values it keeps, as error reports do', () => {
    expect(snakeCaseQuery({ utm_content: 'ana.diaz@example.com', cid: 'spring' })).toEqual({ utm_content: '[email]', cid: 'spring' });
  });
});
