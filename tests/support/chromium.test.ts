import { describe, expect, it } from 'vitest';
import { browserChromium, CHROMIUM_BROWSER, CHROMIUM_HEADLESS_SHELL, specChromium } from './chromium.ts';

describe('the Chromium a spec runs in', () => {
  const installed = (paths: string[]) => (path: string) => paths.includes(path);

  it('is the headless shell where it is installed, else the browser', () => {
    expect(specChromium({}, installed([CHROMIUM_BROWSER, CHROMIUM_HEADLESS_SHELL]))).toBe(CHROMIUM_HEADLESS_SHELL);
    expect(specChromium({}, installed([CHROMIUM_BROWSER]))).toBe(CHROMIUM_BROWSER);
  });

  it('is CHROMIUM_PATH when set, for every spec and for what only the browser does', () => {
    const env = { CHROMIUM_PATH: '/opt/chromium/chrome' };
    expect(specChromium(env, installed([CHROMIUM_HEADLESS_SHELL]))).toBe('/opt/chromium/chrome');
    expect(browserChromium(env)).toBe('/opt/chromium/chrome');
  });

  it("is Debian's browser for what only the browser does, whatever else is installed", () => {
    expect(browserChromium({})).toBe(CHROMIUM_BROWSER);
  });
});
