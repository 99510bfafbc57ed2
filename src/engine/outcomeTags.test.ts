import { describe, expect, it } from 'vitest';
import { outcomeTags } from './outcomeTags.ts';

describe('outcomeTags', () => {
  it('tags each outcome and adds fully qualified only when it is', () => {
    expect(outcomeTags({ siteFound: true, criteriaQualified: true, bioQualified: true, fullyQualified: true })).toEqual(['site_found', 'criteria_qualified', 'bio_qualified', 'fully_qualified']);
    expect(outcomeTags({ siteFound: false, criteriaQualified: false, bioQualified: false, fullyQualified: false })).toEqual(['site_not_found', 'criteria_disqualified', 'bio_disqualified']);
  });
});
