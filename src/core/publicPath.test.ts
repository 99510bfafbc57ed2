import { describe, expect, it } from 'vitest';
import { publicPath } from './publicPath.ts';

describe('publicPath', () => {
  it('keeps a path without a query, and a public query as it was written', () => {
    expect(publicPath('/signup/ws17/indications')).toBe('/signup/ws17/indications');
    expect(publicPath('/signup/es/ws17/indications?studyId=1001&utm_campaign=spring+sale&utm_term=a*b')).toBe('/signup/es/ws17/indications?studyId=1001&utm_campaign=spring+sale&utm_term=a*b');
    expect(publicPath('/signup/ws17/indications?flag&s=ws10')).toBe('/signup/ws17/indications?flag&s=ws10');
  });

  it('drops personal and secret parameters in any spelling, and the question mark with the last of them', () => {
    expect(publicPath('/signup/ws17/indications?first_name=Alice&email=alice%40example.com&phone=2025550143&zip=10001&dob=1980-01-01&studyId=1001'))
      .toBe('/signup/ws17/indications?studyId=1001');
    expect(publicPath('/signup/ws17/indications?FirstName=Alice&LAST-NAME=Zebra&slug=abc')).toBe('/signup/ws17/indications');
    expect(publicPath('/signup/ws17/indications?%66irstName=Alice&s=1')).toBe('/signup/ws17/indications?s=1');
    expect(publicPath('/signup/ws17/indications?x&zip&s=1')).toBe('/signup/ws17/indications?x&s=1');
    // A name that is itself someone's address or phone goes too, with or without a value.
    expect(publicPath('/signup/ws17/indications?2025550143&alice%40example.com=1&s=1')).toBe('/signup/ws17/indications?s=1');
  });

  it("masks personal data in a public parameter's value, however it was encoded", () => {
    expect(publicPath('/signup/ws17/indications?utm_content=alice%40example.com&s=1')).toBe('/signup/ws17/indications?utm_content=%5Bemail%5D&s=1');
    expect(publicPath('/signup/ws17/indications?utm_term=202+555+0143')).toBe('/signup/ws17/indications?utm_term=%5Bnumber%5D');
    // '+' is a space, as a form writes one: the words of a date are found.
    expect(publicPath('/signup/ws17/indications?utm_content=born+April+12,+1980')).toBe('/signup/ws17/indications?utm_content=born%20%5Bdate%5D');
  });

  it('drops a part that is not valid percent-encoding, or has no name', () => {
    expect(publicPath('/signup/ws17/indications?utm_term=%E0%A4%A&s=1')).toBe('/signup/ws17/indications?s=1');
    expect(publicPath('/signup/ws17/indications?%ZZ=1&=alice&s=1')).toBe('/signup/ws17/indications?s=1');
    expect(publicPath('/signup/ws17/indications?')).toBe('/signup/ws17/indications');
  });
});
