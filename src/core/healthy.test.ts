import { describe, expect, it } from 'vitest';
import { healthyIndicationId, searchIndications } from './healthy.ts';

describe('healthy-volunteer indication', () => {
  const categories = [{ indications: [{ id: 101, slug: 'type-2-diabetes' }] }, { indications: [{ id: 128, slug: 'healthy-volunteer' }] }];
  it('is found by its slug and added to the searched conditions when auto-selected', () => {
    expect(healthyIndicationId(categories)).toBe(128);
    expect(healthyIndicationId([])).toBeNull();
    expect(searchIndications([101], 128, true)).toEqual([101, 128]);
    expect(searchIndications([], 128, true)).toEqual([128]);
    expect(searchIndications([101], 128, false)).toEqual([101]);
    expect(searchIndications([128], 128, true)).toEqual([128]);
  });
});
