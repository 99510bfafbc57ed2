/** The API's JSON answers on the wire: compressed when long and asked for, with Vary; writes holding secrets never. */
import { expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eachDatabase } from './harness.ts';

const SLOTS = '/api/scheduling/availability?to=7&timezone=America/New_York';

eachDatabase('compressed answers', (h) => {
  it("a calendar's slots go in Brotli to a browser that takes it, and are the same JSON", async () => {
    const plain = await h.app.inject({ method: 'GET', url: SLOTS });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    expect(plain.rawPayload.length).toBeGreaterThan(5_000);
    const br = await h.app.inject({ method: 'GET', url: SLOTS, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('gzip where Brotli is not taken; nothing where neither is', async () => {
    const plain = await h.app.inject({ method: 'GET', url: SLOTS });
    const gzip = await h.app.inject({ method: 'GET', url: SLOTS, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const identity = await h.app.inject({ method: 'GET', url: SLOTS, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());
  });

  it("a study search's answer is compressed; a short answer is not", async () => {
    const search = await h.post('/api/studies/search', { postalCode: '77030', country: 'US', locale: 'en' }, { 'accept-encoding': 'br' });
    expect(search.statusCode).toBe(200);
    expect(search.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(search.rawPayload).toString()).studies.length).toBeGreaterThan(0);
    const csrf = await h.app.inject({ method: 'GET', url: '/api/csrf', headers: { 'accept-encoding': 'br' } });
    expect(csrf.headers['content-encoding']).toBeUndefined();
    expect(typeof csrf.json().token).toBe('string');
  });

  it('a refused read is JSON as ever, compressed or not', async () => {
    const refused = await h.app.inject({ method: 'GET', url: '/api/initial_payload', headers: { 'accept-encoding': 'br' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().code).toBe('FST_ERR_VALIDATION');
  });
});
