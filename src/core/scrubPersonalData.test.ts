import { describe, expect, it } from 'vitest';
import { isPersonalKey, scrubbedQuery, scrubPersonalData } from './scrubPersonalData.ts';

describe('scrubPersonalData', () => {
  it('removes control characters a terminal would obey (escape sequences, carriage returns), keeping tabs and line feeds', () => {
    expect(scrubPersonalData('line1\r\nline2\u001b[31mred\u0007\u0000\u009b2J\tend')).toBe('line1\nline2[31mred2J\tend');
  });

  it('removes e-mail addresses', () => {
    expect(scrubPersonalData('lead save failed for maria.lopez+test@example.co.uk today')).toBe('lead save failed for [email] today');
  });

  it('removes phone numbers in the shapes visitors type them', () => {
    for (const phone of ['(212) 555-0123', '212-555-0123', '+1 212 555 0123', '2125550123', '+44 20 7946 0958', '212.555.0123']) {
      expect(scrubPersonalData(`bad phone ${phone}!`)).toBe('bad phone [number]!');
    }
  });

  it('removes dates such as a birth date', () => {
    expect(scrubPersonalData('dob 1980-04-12 or 04/12/1980 or 12.04.1980')).toBe('dob [date] or [date] or [date]');
  });

  it('removes the values of personal query parameters, plain or encoded', () => {
    expect(scrubPersonalData('GET /signup/s6/home?zip=10001&firstName=Ana&cid=abc')).toBe('GET /signup/s6/home?zip=[redacted]&firstName=[redacted]&cid=abc');
    // Escapes are read as what they stand for, so an encoded pair is found, and kept decoded.
    expect(scrubPersonalData('url lastName%3DDiaz')).toBe('url lastName=[redacted]');
    expect(scrubPersonalData('/signup/lu/home?slug=k3Jd9sQ&s=lu')).toBe('/signup/lu/home?slug=[redacted]&s=lu');
  });

  it('removes personal values in JSON, in any spelling of the key, and with a lowercase encoding', () => {
    expect(scrubPersonalData('body {"firstName":"Ana","lastName":"Diaz","zip":"10001","age":44,"studyId":1001}'))
      .toBe('body {"firstName":"[redacted]","lastName":"[redacted]","zip":"[redacted]","age":[redacted],"studyId":1001}');
    expect(scrubPersonalData('x?FirstName=Ana&first_name=Ana&ZIP=10001')).toBe('x?FirstName=[redacted]&first_name=[redacted]&ZIP=[redacted]');
    expect(scrubPersonalData('url firstName%3dAna')).toBe('url firstName=[redacted]');
    expect(scrubPersonalData("could not parse phone: '(713) 555-0142'")).toBe("could not parse phone: '[redacted]'");
  });

  it('removes the values of the keys a program gives a person\'s details, whosever they are, and keeps other keys\' values', () => {
    expect(scrubPersonalData('state {"postalCode":"90210","postcode":"SW1A 1AA","birthDate":"x","fullName":"Zelda Quorn","surname":"Quorn","address":"1 Main St","step":"home"}'))
      .toBe('state {"postalCode":"[redacted]","postcode":"[redacted]","birthDate":"[redacted]","fullName":"[redacted]","surname":"[redacted]","address":"[redacted]","step":"home"}');
    expect(scrubPersonalData("caregiverFirstName: 'Yolanda', caregiver_name=Yolanda&participant-zip=2000 page: /signup/s6/dob"))
      .toBe("caregiverFirstName: '[redacted]', caregiver_name=[redacted]&participant-zip=[redacted] page: /signup/s6/dob");
    expect(scrubPersonalData('language: es, usage: 3, stage: 2, campaign: s6, filename: a.js')).toBe('language: es, usage: 3, stage: 2, campaign: s6, filename: a.js');
  });

  it('tells personal keys in any spelling from others', () => {
    expect(['postalCode', 'postal_code', 'ZIP', 'caregiverFirstName', 'patient-phone', 'Email', 'dob', 'slug', 'name', 'leadAddress'].filter(isPersonalKey)).toHaveLength(10);
    expect(['page', 'language', 'campaign', 'step', 'kind', 'route', 'status', 'hostname', 'filename', 'namespace', 'studyId', 'cid'].filter(isPersonalKey)).toEqual([]);
  });

  it("removes a phone typed in another script's digits, or split by underscores or slashes", () => {
    expect(scrubPersonalData('Phone rejected: ٢٠٢٥٥٥٠١٤٣')).toBe('Phone rejected: [number]');
    expect(scrubPersonalData('teléfono २०२५५५०१४३ y ۲۰۲۵۵۵۰۱۴۳')).toBe('teléfono [number] y [number]');
    expect(scrubPersonalData('bad 202_555_0143 or 202/555/0143')).toBe('bad [number] or [number]');
    expect(scrubPersonalData('/signup/ws10/Alice_Zebra_202_555_0143')).toBe('/signup/ws10/Alice_Zebra_[number]');
    // A digit of another script in a short number stays a short number, in ASCII.
    expect(scrubPersonalData('step ٣ of ٥')).toBe('step 3 of 5');
  });

  it('removes a date written with its month in words, in English and Spanish', () => {
    for (const date of ['April 12, 1980', 'Apr 12 1980', '12 Apr 1980', 'Sept. 3rd, 1975', '12 de abril de 1980', '3 DIC 1990', '1 de enero del 2001']) {
      expect(scrubPersonalData(`born ${date}!`), date).toBe('born [date]!');
    }
    expect(scrubPersonalData('may 2024 was busy; March 12 slots')).toBe('may 2024 was busy; March 12 slots');
  });

  it('takes a run of seven digits for a phone (a local number) and leaves one of six', () => {
    expect(scrubPersonalData('call 555-0123 now')).toBe('call [number] now');
    expect(scrubPersonalData('code 123 456 now')).toBe('code 123 456 now');
  });

  it('removes an address whose host has no dot, and keeps a package version', () => {
    expect(scrubPersonalData('mail alice@localhost failed, and bob@mailhost:25')).toBe('mail [email] failed, and [email]:25');
    expect(scrubPersonalData('react@18.2.0 and @rjsf/core at ./node_modules/@rjsf/core')).toBe('react@18.2.0 and @rjsf/core at ./node_modules/@rjsf/core');
    expect(scrubPersonalData('see a@b.1, x@ or @y')).toBe('see a@b.1, x@ or @y');
  });

  it('removes ten digits or more glued to a word, and keeps shorter runs glued so', () => {
    expect(scrubPersonalData('/signup/ws10/phone2025550143 and tel+17135550142x')).toBe('/signup/ws10/phone[number] and tel+[number]x');
    expect(scrubPersonalData('id123456789 and chunk-a1b2c3d4.js')).toBe('id123456789 and chunk-a1b2c3d4.js');
  });

  it('removes a phone number after a colon that is not a stack position', () => {
    expect(scrubPersonalData('dial tel:7135550142 now')).toBe('dial tel:[number] now');
  });

  it('keeps short numbers, ids, status codes and stack positions', () => {
    const stack = 'TypeError: x is undefined\n    at Ab (http://localhost:3000/signup/js/index-DtM1q9mE.js:1:1234567)';
    expect(scrubPersonalData(stack)).toBe(stack);
    const longLines = 'at render (chunk.js:1234567:89) and at 12:1234567';
    expect(scrubPersonalData(longLines)).toBe(longLines);
    expect(scrubPersonalData('Error: could not format the page')).toBe('Error: could not format the page');
    expect(scrubPersonalData('API POST /api/leads answered 503 for study 1001 step 3')).toBe('API POST /api/leads answered 503 for study 1001 step 3');
  });
  it('reads a long run of letters without an @ once, and still finds the address after it', () => {
    // 200,000 letters: tried from each of them, the address pattern took minutes (the test would time out).
    const run = `${'a'.repeat(200_000)}1`;
    expect(scrubPersonalData(run)).toBe(run);
    expect(scrubPersonalData(`${run} ana.diaz@example.com`)).toBe(`${run} [email]`);
    expect(scrubPersonalData('write to ana.diaz@example.com or x+y@mail.example.org')).toBe('write to [email] or [email]');
  });
});

describe('scrubbedQuery', () => {
  it("takes personal data out of each value and keeps the keys and every other value", () => {
    expect(scrubbedQuery({ utm_source: 'newsletter', utm_content: 'jane.doe@example.com', cid: '+1 713 555 0199', tg: '3', empty: undefined }))
      .toEqual({ utm_source: 'newsletter', utm_content: '[email]', cid: '[number]', tg: '3', empty: '' });
    expect(scrubbedQuery({})).toEqual({});
  });
});

describe('scrubPersonalData: what a reader would take for an address or a phone, however it is written', () => {
  it('finds them percent-encoded, in full-width forms and split by invisible characters', () => {
    expect(scrubPersonalData('utm_content canary%40example.org')).toBe('utm_content [email]');
    expect(scrubPersonalData('canary＠example.org')).toBe('[email]');
    // A character of several bytes is one run of escapes: the full-width @, encoded.
    expect(scrubPersonalData('canary%EF%BC%A0example.org')).toBe('[email]');
    expect(scrubPersonalData('c\u200Ban\u200Bary@exa\u2060mple.org')).toBe('[email]');
    expect(scrubPersonalData('call ７１３-５５５-０１９９')).toBe('call [number]');
    expect(scrubPersonalData('/signup/ws10/email/canary%40example.org/next')).toBe('/signup/ws10/email/[email]/next');
  });

  it('leaves a malformed escape, plain words and stack positions as they are', () => {
    expect(scrubPersonalData('100%zz off, 50% more')).toBe('100%zz off, 50% more');
    expect(scrubPersonalData('%E0%A4%A at index.js:1:1234567')).toBe('%E0%A4%A at index.js:1:1234567');
    expect(scrubPersonalData('spring%20sale')).toBe('spring sale');
  });
});
