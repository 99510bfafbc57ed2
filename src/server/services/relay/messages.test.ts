import { describe, expect, it } from 'vitest';
import { relayMessages, toPatientInfo, toSites } from './messages.ts';

describe('relay messages', () => {
  it('names the spec\'s four messages, with the slug as one path segment', () => {
    expect(relayMessages.patientInfo('ab_c-1')).toEqual({ method: 'GET', path: 'temp_links/ab_c-1/patient_info' });
    expect(relayMessages.patientInfo('a/../b')).toEqual({ method: 'GET', path: 'temp_links/a%2F..%2Fb/patient_info' });
    expect(relayMessages.studySites('s', 1001)).toEqual({ method: 'GET', path: 'temp_links/s/study/1001/sites' });
    expect(relayMessages.updateIndications('s', [1, 2])).toEqual({ method: 'POST', path: 'subjects/subreg/indications', body: { slug: 's', indications: [1, 2] } });
    expect(relayMessages.submitScreening('s', { passed: true } as never)).toEqual({ method: 'POST', path: 'subjects/subreg/screening', body: { slug: 's', screening: { passed: true } } });
  });
});

describe('toPatientInfo', () => {
  it('reads our names and the lead-save names, trimmed, dropping anything else', () => {
    expect(toPatientInfo({ firstName: ' Ana ', lastName: 'Diaz', phone1: '+17135550142', email: 'ana@example.com', postalCode: '77030', country: 'us', dateOfBirth: '1970-05-05T00:00:00Z', gender: 'FEMALE', ssn: 'x' }))
      .toEqual({ firstName: 'Ana', lastName: 'Diaz', phone: '+17135550142', email: 'ana@example.com', postalCode: '77030', country: 'US', birthDate: '1970-05-05', gender: 'female' });
  });

  it('gives null fields for missing or malformed values, and null for a non-object', () => {
    expect(toPatientInfo({ firstName: 7, country: 'USA', birthDate: '05/05/1970', postalCode: '  ' }))
      .toEqual({ firstName: null, lastName: null, phone: null, email: null, postalCode: null, country: null, birthDate: null, gender: null });
    expect(toPatientInfo(null)).toBeNull();
    expect(toPatientInfo([{ firstName: 'Ana' }])).toBeNull();
    expect(toPatientInfo('Ana')).toBeNull();
  });

  it('cuts overlong values', () => {
    expect(toPatientInfo({ firstName: 'x'.repeat(500) })?.firstName).toHaveLength(100);
  });
});

describe('toSites', () => {
  it('reads a bare list or { sites }, keeping well-formed sites only', () => {
    expect(toSites([{ id: 1, ssExtId: 'A', distance: 2 }, { id: 'x', ssExtId: 'B', distance: 1 }])).toEqual([{ id: 1, ssExtId: 'A', distance: 2 }]);
    expect(toSites({ sites: [{ id: '3', ss_ext_id: 44, distance: '0.5' }, { id: 4, distance: 1 }] })).toEqual([{ id: 3, ssExtId: '44', distance: 0.5 }]);
    expect(toSites({})).toEqual([]);
    expect(toSites(null)).toEqual([]);
  });
});
