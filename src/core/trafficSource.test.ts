import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { adSecurityTracked, PIXEL_PARTNERS, pixelPartner, trafficSource } from './trafficSource.ts';

describe('traffic source', () => {
  it('fires the partner pixel only for liveconnect and liveintent, in any case', () => {
    expect(pixelPartner({ utm_source: 'liveconnect' })).toBe('liveconnect');
    expect(pixelPartner({ utm_source: 'LiveIntent' })).toBe('liveintent');
    expect(pixelPartner({ utm_source: 'newsletter' })).toBeNull();
    expect(pixelPartner({})).toBeNull();
  });

  it('tracks ad security only with both a study and a traffic source', () => {
    expect(adSecurityTracked({ utm_source: 'news' }, 1001)).toEqual({ studyId: 1001, utmSource: 'news' });
    expect(adSecurityTracked({ utm_source: 'news' }, null)).toBeNull();
    expect(adSecurityTracked({ utm_source: '  ' }, 1001)).toBeNull();
    expect(trafficSource({ utm_source: ' x ' })).toBe('x');
  });
});

describe('the built-in pixel schema', () => {
  it('accepts exactly the partners whose traffic fires the pixel', () => {
    const schema = JSON.parse(readFileSync(new URL('../../schemas/api/partner-pixel.query.json', import.meta.url), 'utf8')) as { properties: { partner: { enum: string[] } } };
    expect(schema.properties.partner.enum).toEqual([...PIXEL_PARTNERS]);
  });
});
