import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import helmet, { type HelmetOptions } from 'helmet';
import { helmetHeaders } from './securityHeaders.ts';
import { cspDirectives } from './csp.ts';

/** What helmet's own middleware sets on a real response. */
function setByHelmet(options: HelmetOptions): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  helmet(options)(req, res, () => undefined);
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

describe('helmetHeaders', () => {
  const ours: HelmetOptions = { contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ tagManagerUrl: 'https://tags.example.com/gtm.js', chatScriptUrl: null, partnerPixelUrl: null } as never) }, hsts: false };

  it("are the headers helmet's middleware sets, for our options and for its defaults", () => {
    expect(helmetHeaders(ours)).toEqual(setByHelmet(ours));
    expect(helmetHeaders({})).toEqual(setByHelmet({}));
  });

  it('hold our policy and leave out what we turned off', () => {
    const headers = helmetHeaders(ours);
    expect(headers['content-security-policy']).toBe("default-src 'self';script-src 'self' https://tags.example.com;style-src 'self';img-src 'self' data: https://tags.example.com;font-src 'self';connect-src 'self' https://tags.example.com;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });
});
