import { describe, expect, it } from 'vitest';
import { viewerLocation } from './viewerLocation.ts';

const cloudfront = {
  'cloudfront-viewer-country': 'US', 'cloudfront-viewer-country-region': 'TX', 'cloudfront-viewer-postal-code': '77030',
  'cloudfront-viewer-latitude': '29.7079', 'cloudfront-viewer-longitude': '-95.4014',
};

describe('viewerLocation', () => {
  it("reads the edge's headers the operator names, and nothing without one", () => {
    expect(viewerLocation(cloudfront, 'cloudfront')).toEqual({ country: 'US', region: 'TX', postalCode: '77030', latlong: { lat: 29.7079, lng: -95.4014 } });
    expect(viewerLocation(cloudfront, 'none')).toBeNull();
    expect(viewerLocation(cloudfront, 'cloudflare')).toBeNull();
    expect(viewerLocation({ 'cf-ipcountry': 'gb', 'cf-region-code': 'ENG', 'cf-postal-code': 'SW1A', 'cf-iplatitude': '51.5', 'cf-iplongitude': '-0.12' }, 'cloudflare'))
      .toEqual({ country: 'GB', region: 'ENG', postalCode: 'SW1A', latlong: { lat: 51.5, lng: -0.12 } });
  });

  it("believes no value an edge would not send: unknown countries, long or odd text, coordinates off the globe or half given", () => {
    expect(viewerLocation({ 'cf-ipcountry': 'XX' }, 'cloudflare')).toBeNull();
    expect(viewerLocation({ 'cf-ipcountry': 'T1' }, 'cloudflare')).toBeNull();
    expect(viewerLocation({ ...cloudfront, 'cloudfront-viewer-country': 'USA', 'cloudfront-viewer-postal-code': '<script>', 'cloudfront-viewer-country-region': 'a'.repeat(11) }, 'cloudfront'))
      .toEqual({ country: null, region: null, postalCode: null, latlong: { lat: 29.7079, lng: -95.4014 } });
    expect(viewerLocation({ 'cloudfront-viewer-latitude': '91', 'cloudfront-viewer-longitude': '0' }, 'cloudfront')).toBeNull();
    expect(viewerLocation({ 'cloudfront-viewer-latitude': '10', 'cloudfront-viewer-longitude': '181' }, 'cloudfront')).toBeNull();
    expect(viewerLocation({ 'cloudfront-viewer-latitude': '10' }, 'cloudfront')).toBeNull();
    expect(viewerLocation({ 'cloudfront-viewer-latitude': 'north', 'cloudfront-viewer-longitude': '5' }, 'cloudfront')).toBeNull();
    expect(viewerLocation({ 'cloudfront-viewer-country': ['CA', 'US'] }, 'cloudfront')).toEqual({ country: 'CA', region: null, postalCode: null, latlong: null });
  });
});
