import { describe, expect, it } from 'vitest';
import { localeHref, localeOfPath, pageFileOf } from './locale.ts';

describe('localeOfPath', () => {
  it("reads the locale from the address's first segment after /signup/, English without one", () => {
    expect(localeOfPath('/signup/es/s6/home')).toBe('es');
    expect(localeOfPath('/signup/es')).toBe('es');
    expect(localeOfPath('/signup/es/')).toBe('es');
    expect(localeOfPath('/signup/s6/home')).toBe('en');
    expect(localeOfPath('/signup/')).toBe('en');
    expect(localeOfPath('/signup/esx/home')).toBe('en');
    expect(localeOfPath('/signup/s6/es')).toBe('en');
  });
});

describe('pageFileOf / localeHref', () => {
  it('names the built page of each locale, and the same address in another language', () => {
    expect(pageFileOf('en')).toBe('index.html');
    expect(pageFileOf('es')).toBe('index.es.html');
    expect(localeHref('/signup/es/s6/home', '?a=1', 'en')).toBe('/signup/s6/home?a=1');
    expect(localeHref('/signup/s6/home', '', 'es')).toBe('/signup/es/s6/home');
  });
});
