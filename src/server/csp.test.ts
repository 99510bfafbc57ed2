import { describe, expect, it } from 'vitest';
import { cspDirectives, withInlineStyles, withSameOriginFraming } from './csp.ts';
import { loadConfig } from './config.ts';

describe('cspDirectives', () => {
  it('is self-only without integrations', () => {
    const csp = cspDirectives(loadConfig({}).integrations);
    expect(csp.scriptSrc).toEqual(["'self'"]);
    expect(csp.imgSrc).toEqual(["'self'", 'data:']);
    expect(csp.connectSrc).toEqual(["'self'"]);
  });

  it('adds exactly the configured hosts, never unsafe-inline or unsafe-eval', () => {
    const csp = cspDirectives(loadConfig({
      TAG_MANAGER_URL: 'https://www.googletagmanager.com/gtm.js', CHAT_SCRIPT_URL: 'https://chat.example.com/boot.js?x=1',
      PARTNER_PIXEL_URL: 'https://px.partner.example/p.gif',
    }).integrations);
    expect(csp.scriptSrc).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://chat.example.com']);
    expect(csp.imgSrc).toEqual(["'self'", 'data:', 'https://www.googletagmanager.com', 'https://px.partner.example']);
    expect(Object.values(csp).flat().join(' ')).not.toMatch(/unsafe/);
  });

  it('refuses a configured URL that is not an absolute http(s) URL', () => {
    expect(() => loadConfig({ CHAT_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/CHAT_SCRIPT_URL must be an http\(s\) URL/);
    expect(() => loadConfig({ TAG_MANAGER_URL: '/gtm.js' })).toThrow(/TAG_MANAGER_URL must be an absolute URL/);
  });
});

describe('studio page variants', () => {
  const policy = "default-src 'self';script-src 'self';style-src 'self';frame-ancestors 'none'";

  it('lets the studio frame its preview, and nobody else', () => {
    expect(withSameOriginFraming(policy)).toBe("default-src 'self';script-src 'self';style-src 'self';frame-ancestors 'self'");
  });

  it('allows inline styles for the replay, and scripts stay self only', () => {
    expect(withInlineStyles(policy)).toBe("default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';frame-ancestors 'none'");
  });
});
