import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../core/countries.ts';
import { stepOf } from '../../engine/flow.ts';
import { loadCampaigns } from '../../engine/node/campaignFiles.ts';
import { postalCodeToPreverify } from './postalPreverify.ts';

const campaigns = loadCampaigns();
const postal = stepOf(campaigns.get('s6')!, 'postal');
const search = stepOf(campaigns.get('ss6')!, 'home');

describe('postalCodeToPreverify: which typed code to verify before Next', () => {
  it('waits until the code matches the country pattern', () => {
    expect(postalCodeToPreverify(postal, postal.fields, { postalCode: '1000' }, { postalCode: '100' }, COUNTRIES.US)).toBeNull();
    expect(postalCodeToPreverify(postal, postal.fields, { postalCode: '10001' }, { postalCode: '1000' }, COUNTRIES.US)).toBe('10001');
    expect(postalCodeToPreverify(postal, postal.fields, { postalCode: '10001-123' }, { postalCode: '10001-12' }, COUNTRIES.US)).toBeNull();
    expect(postalCodeToPreverify(postal, postal.fields, { postalCode: '10001-1234' }, { postalCode: '10001-123' }, COUNTRIES.US)).toBe('10001-1234');
  });

  it('sends the code as Next will send it (normalised for the country)', () => {
    expect(postalCodeToPreverify(postal, postal.fields, { postalCode: ' sw1a1aa' }, {}, COUNTRIES.GB)).toBe('SW1A 1AA');
  });

  it('does nothing when the code did not change, is not shown, or the step does not verify it', () => {
    expect(postalCodeToPreverify(postal, postal.fields, { postalCode: '10001' }, { postalCode: '10001' }, COUNTRIES.US)).toBeNull();
    expect(postalCodeToPreverify(postal, [], { postalCode: '10001' }, {}, COUNTRIES.US)).toBeNull();
    expect(postalCodeToPreverify(search, search.fields, { postalCode: '77030' }, {}, COUNTRIES.US)).toBeNull();
  });
});
