import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('OFFERS_LANGUAGE', () => {
  it("takes the external host's offers as English by default, and the language named when set", () => {
    expect(loadConfig({}).offers.language).toBe('en');
    expect(loadConfig({ OFFERS_LANGUAGE: ' ES ' }).offers.language).toBe('es');
  });

  it('stops the start on anything but a two-letter code, rather than mark the offers wrongly', () => {
    expect(() => loadConfig({ OFFERS_LANGUAGE: 'spanish' })).toThrow("OFFERS_LANGUAGE must be a two-letter language code such as en or es (got 'spanish')");
  });
});
