import { describe, expect, it } from 'vitest';
import { withoutPersonalParams } from './personalUrl.ts';

describe('withoutPersonalParams', () => {
  it('removes every prefill parameter and the fragment, and keeps the others in order', () => {
    expect(withoutPersonalParams('https://x.test/signup/s6/home?cid=abc&zip=10001&firstName=Ana&lastName=Diaz&dob=1980-04-12&email=a%40b.c&phone=1&age=40&gender=f&postal=1&tg=3#top'))
      .toBe('https://x.test/signup/s6/home?cid=abc&tg=3');
  });

  it("removes the relay link's slug and other spellings of personal parameters", () => {
    expect(withoutPersonalParams('http://localhost:3000/signup/ws11/home?studyId=1&slug=k3Jd9sQ&first_name=Ana&Zip=10001'))
      .toBe('http://localhost:3000/signup/ws11/home?studyId=1');
  });

  it("takes an address or a phone out of a public parameter's value, and a signing link's secret out of the fragment", () => {
    expect(withoutPersonalParams('https://x.test/signup/ws10/home?utm_source=newsletter&utm_content=jane.doe%40example.com&cid=5551234567&tg=3'))
      .toBe('https://x.test/signup/ws10/home?utm_source=newsletter&utm_content=%5Bemail%5D&cid=%5Bnumber%5D&tg=3');
    expect(withoutPersonalParams('https://x.test/sign/es/abc#k=SECRETSECRET')).toBe('https://x.test/sign/es/abc');
  });

  it('leaves an address without personal parameters as it is', () => {
    expect(withoutPersonalParams('http://localhost:3000/signup/s6/home?studyId=1001')).toBe('http://localhost:3000/signup/s6/home?studyId=1001');
  });

  it('drops the whole query of an address it cannot parse', () => {
    expect(withoutPersonalParams('/signup/s6/home?firstName=Ana')).toBe('/signup/s6/home');
  });
});
