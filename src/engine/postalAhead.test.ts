import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../core/countries.ts';
import { stepOf } from './flow.ts';
import { loadCampaigns } from './node/campaignFiles.ts';
import { postalCodeRefused, postalCodeToPreverify, searchesAhead } from './postalAhead.ts';

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

  it('reads a step without settings as one that verifies nothing, and sends a code typed with spaces around it trimmed', () => {
    const { meta: _meta, ...bare } = postal;
    expect(postalCodeToPreverify(bare, postal.fields, { postalCode: '10001' }, {}, COUNTRIES.US)).toBeNull();
    expect(searchesAhead(bare, postal.fields, { postalCode: '10001' }, {}, COUNTRIES.US, true)).toBe(false);
    expect(postalCodeToPreverify(postal, postal.fields, { postalCode: ' 10001 ' }, {}, COUNTRIES.US)).toBe('10001');
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

describe('searchesAhead: when a search page searches before Search', () => {
  it('searches once the code matches the country pattern, and again when a complete code changes', () => {
    expect(searchesAhead(search, search.fields, { postalCode: '7703' }, { postalCode: '770' }, COUNTRIES.US, false)).toBe(false);
    expect(searchesAhead(search, search.fields, { postalCode: '77030' }, { postalCode: '7703' }, COUNTRIES.US, false)).toBe(true);
    expect(searchesAhead(search, search.fields, { postalCode: '77031' }, { postalCode: '77030' }, COUNTRIES.US, false)).toBe(true);
    expect(searchesAhead(search, search.fields, { postalCode: 'sw1a1aa', consent: true }, {}, COUNTRIES.GB, false)).toBe(true);
    expect(searchesAhead(search, search.fields, { postalCode: 'sw1a1a', consent: true }, {}, COUNTRIES.GB, false)).toBe(false);
  });

  it('does not search when the code did not change, is not shown, or the step is no search page', () => {
    expect(searchesAhead(search, search.fields, { postalCode: '77030', indicationIds: [1] }, { postalCode: '77030' }, COUNTRIES.US, false)).toBe(false);
    expect(searchesAhead(search, search.fields.filter((f) => f.kind !== 'PostalCode'), { postalCode: '77030' }, {}, COUNTRIES.US, false)).toBe(false);
    expect(searchesAhead(postal, postal.fields, { postalCode: '10001' }, {}, COUNTRIES.US, false)).toBe(false);
    expect(searchesAhead(search, search.fields, { postalCode: 77030 } as never, {}, COUNTRIES.US, false)).toBe(false);
  });

  it("sends nothing before the consent a visitor's country requires is given; where it is implied, it does not wait", () => {
    expect(search.fields.map((f) => f.kind)).toContain('GenericConsent');
    expect(searchesAhead(search, search.fields, { postalCode: 'sw1a1aa' }, {}, COUNTRIES.GB, false)).toBe(false);
    expect(searchesAhead(search, search.fields, { postalCode: 'sw1a1aa', consent: false }, {}, COUNTRIES.GB, false)).toBe(false);
    expect(searchesAhead(search, search.fields, { postalCode: 'M5G 2C4' }, {}, COUNTRIES.CA, false)).toBe(false);
    expect(searchesAhead(search, search.fields, { postalCode: 'M5G 2C4', consent: true }, {}, COUNTRIES.CA, false)).toBe(true);
    expect(searchesAhead(search, search.fields, { postalCode: '77030' }, {}, COUNTRIES.US, false)).toBe(true);
  });

  it('waits, on a search page that saves the lead, until the visit has one (its Search then searches with it)', () => {
    const savesLead = stepOf(campaigns.get('ss7')!, 'home');
    expect(savesLead.meta?.search).toBe(true);
    expect(searchesAhead(savesLead, savesLead.fields, { postalCode: '77030' }, {}, COUNTRIES.US, false)).toBe(false);
    expect(searchesAhead(savesLead, savesLead.fields, { postalCode: '77030' }, {}, COUNTRIES.US, true)).toBe(true);
    expect(searchesAhead(search, search.fields, { postalCode: '77030' }, {}, COUNTRIES.US, true)).toBe(true);
  });
});

describe('postalCodeRefused: a code the server refused while it was typed', () => {
  const refused = { code: '00000', country: COUNTRIES.US.alpha3 };

  it('is the code shown, as Next would send it, for the country it was checked for', () => {
    expect(postalCodeRefused(postal, postal.fields, { postalCode: '00000' }, COUNTRIES.US, refused)).toBe(true);
    expect(postalCodeRefused(postal, postal.fields, { postalCode: ' 00000 ' }, COUNTRIES.US, refused)).toBe(true);
    expect(postalCodeRefused(postal, postal.fields, { postalCode: 'sw1a1aa' }, COUNTRIES.GB, { code: 'SW1A 1AA', country: COUNTRIES.GB.alpha3 })).toBe(true);
  });

  it('is not another code, an incomplete one, another country, a step that does not verify it, a hidden field, or nothing refused', () => {
    expect(postalCodeRefused(postal, postal.fields, { postalCode: '10001' }, COUNTRIES.US, refused)).toBe(false);
    expect(postalCodeRefused(postal, postal.fields, { postalCode: '0000' }, COUNTRIES.US, refused)).toBe(false);
    expect(postalCodeRefused(postal, postal.fields, { postalCode: '00000' }, COUNTRIES.US, { ...refused, country: COUNTRIES.GB.alpha3 })).toBe(false);
    const { meta: _meta, ...bare } = postal;
    expect(postalCodeRefused(bare, postal.fields, { postalCode: '00000' }, COUNTRIES.US, refused)).toBe(false);
    expect(postalCodeRefused(postal, [], { postalCode: '00000' }, COUNTRIES.US, refused)).toBe(false);
    expect(postalCodeRefused(postal, postal.fields, { postalCode: '00000' }, COUNTRIES.US, null)).toBe(false);
    expect(postalCodeRefused(postal, postal.fields, {}, COUNTRIES.US, refused)).toBe(false);
  });
});
