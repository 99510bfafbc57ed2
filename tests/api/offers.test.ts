import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eachDatabase } from './harness.ts';
import { httpOffers, OFFERS_LIMIT } from '../../src/server/services/offers.ts';

eachDatabase('built-in offers provider', (h) => {
  it('returns the demo offers for a country', async () => {
    const us = (await h.post('/api/offers', { country: 'US', postalCode: '10001' })).json();
    expect(us.offers.map((o: { title: string }) => o.title)).toEqual(['Better sleep research program', 'Blood pressure monitoring study', 'Eczema skin-care survey']);
    // The demo offers are written in English, and say so whatever the page's language.
    expect(us.offers.map((o: { language: string }) => o.language)).toEqual(['en', 'en', 'en']);
    expect(us.postalCodeKnown).toBe(true);
    const gb = (await h.post('/api/offers', { country: 'GB', postalCode: 'SW1A 1AA' })).json();
    expect(gb.offers).toHaveLength(1);
    expect(gb.postalCodeKnown).toBe(true);
  });

  it('finds no offers near a postal code it does not know, and says so: one the directory lacks, or not of the country\'s shape', async () => {
    for (const [country, postalCode] of [['US', '00001'], ['US', 'ABCDE'], ['GB', '12345']]) {
      const res = await h.post('/api/offers', { country, postalCode });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ offers: [], postalCodeKnown: false });
    }
  });
});

describe('HTTP offers provider against a direct-offers host', () => {
  let server: Server;
  let host = '';
  const seen: Array<{ url: string; key: string | undefined }> = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: req.url ?? '', key: req.headers['x-api-key'] as string | undefined });
      if (req.url?.startsWith('/affiliates/US/10001')) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify([
          { id: 7, title: 'Remote study', description: 'x'.repeat(300), url: 'https://offers.example/7', brand: { buttonText: 'Go' } },
          { id: 8, title: 'Bad link', url: 'javascript:alert(1)' },
          { id: 9, title: 'Estudio', url: 'https://offers.example/9', language: 'ES' },
          { id: 10, title: 'Étude', url: 'https://offers.example/10', lang: 'fr' },
          { id: 11, title: 'Unclear', url: 'https://offers.example/11', language: 'Spanish' },
        ]));
      } else {
        res.statusCode = 500;
        res.end('nope');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks {host}/affiliates/{country}/{postalCode} with the limit, excluded advertisers and the API key header', async () => {
    const reports: string[] = [];
    const provider = httpOffers({ host, apiKey: 'secret-key', apiKeyHeader: 'x-api-key', excludedAdvertisers: ['acme', 'globex'], language: 'de' }, (m) => reports.push(m));
    const offers = await provider.offersFor('US', '10001');
    expect(offers[0]).toEqual(expect.objectContaining({ id: '7', title: 'Remote study', url: 'https://offers.example/7', brand: expect.objectContaining({ buttonText: 'Go' }) }));
    // An offer's language is its own where it gives a two-letter code, else the host's (OFFERS_LANGUAGE).
    expect(offers.map((o) => [o.id, o.language])).toEqual([['7', 'de'], ['9', 'es'], ['10', 'fr'], ['11', 'de']]);
    const call = new URL(seen.at(-1)?.url ?? '', host);
    expect(call.pathname).toBe('/affiliates/US/10001');
    expect(call.searchParams.get('limit')).toBe(String(OFFERS_LIMIT));
    expect(call.searchParams.get('excluded_advertisers')).toBe('acme,globex');
    expect(seen.at(-1)?.key).toBe('secret-key');
    expect(reports).toEqual([]);
  });

  it('reports failures and an unconfigured endpoint, giving no offers', async () => {
    const reports: string[] = [];
    expect(await httpOffers({ host, apiKey: null, apiKeyHeader: 'x-api-key', excludedAdvertisers: [], language: 'en' }, (m) => reports.push(m)).offersFor('GB', 'SW1A 1AA')).toEqual([]);
    expect(await httpOffers({ host: null, apiKey: null, apiKeyHeader: 'x-api-key', excludedAdvertisers: [], language: 'en' }, (m) => reports.push(m)).offersFor('US', '10001')).toEqual([]);
    expect(reports).toEqual(['direct offers failed', 'unconfigured direct offers endpoint']);
  });
});
