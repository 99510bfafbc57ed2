/** The built SPA on the wire: the build's Brotli and gzip copies, caching, preload hints, and no part in the API rate limit. */
import { expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressAssets } from '../../scripts/compressAssets.ts';
import { writeLocalizedIndexes } from '../../scripts/localizedIndex.ts';
import { eachDatabase } from './harness.ts';

/** A small dist/ as `npm run build` lays it out: hashed scripts and styles, a public image, the manifest, compressed copies. */
async function builtSpa(): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const dir of ['js', 'css', 'img', '.vite']) mkdirSync(join(dist, dir));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html lang="en"><head><title>Registration</title><script type="module" crossorigin src="/signup/js/index-AbCd1234.js"></script>
<link rel="modulepreload" crossorigin href="/signup/js/runtime-EfGh5678.js"><link rel="stylesheet" href="/signup/css/index-IjKl9012.css"></head>
<body><div id="root"></div><noscript>This site needs JavaScript to sign you up.</noscript></body></html>\n`);
  writeFileSync(join(dist, 'js/index-AbCd1234.js'), `import './runtime-EfGh5678.js';\n${'export const step = { id: "home", fields: ["firstName", "lastName"] };\n'.repeat(200)}`);
  writeFileSync(join(dist, 'js/runtime-EfGh5678.js'), 'export const runtime = 1;\n');
  writeFileSync(join(dist, 'js/words-en-first-MnOp3456.js'), `import './runtime-EfGh5678.js';\nexport default ${JSON.stringify({ title: 'Sign up' })};\n`);
  writeFileSync(join(dist, 'js/shared-QrSt7890.js'), 'export const shared = 2;\n');
  writeFileSync(join(dist, 'js/words-es-first-UvWx1234.js'), `import './shared-QrSt7890.js';\nexport default ${JSON.stringify({ title: 'Regístrese' })};\n`);
  writeFileSync(join(dist, 'js/words-en-screener-Sc111111.js'), `export default ${JSON.stringify({ screener: { finish: 'Finish' } })};\n`);
  writeFileSync(join(dist, 'js/words-es-screener-Sc222222.js'), `export default ${JSON.stringify({ screener: { finish: 'Terminar' } })};\n`);
  writeFileSync(join(dist, 'js/words-en-later-Lt111111.js'), `export default ${JSON.stringify({ search: { title: 'Search' } })};\n`);
  writeFileSync(join(dist, 'js/words-es-later-Lt222222.js'), `export default ${JSON.stringify({ search: { title: 'Buscar' } })};\n`);
  writeFileSync(join(dist, 'js/screenerSteps-Yz123456.js'), `import './index-AbCd1234.js';\nimport './shared-QrSt7890.js';\nexport const widgets = 1;\n`);
  writeFileSync(join(dist, 'js/searchSteps-Se123456.js'), `import './index-AbCd1234.js';\nexport const widgets = 2;\n`);
  writeFileSync(join(dist, 'js/phone-Ab987654.js'), 'export const phone = 1;\n');
  for (const name of ['s6', 'ws10', 'ws18', 'ss6']) writeFileSync(join(dist, `js/${name}-Cd000000.js`), `export default ${JSON.stringify({ name })};\n`);
  writeFileSync(join(dist, 'css/index-IjKl9012.css'), '.step { margin: 0 auto; padding: 1rem; }\n'.repeat(100));
  writeFileSync(join(dist, 'img/favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">${'<rect width="1" height="1"/>'.repeat(20)}</svg>`);
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify({
    'index.html': { file: 'js/index-AbCd1234.js', isEntry: true, imports: ['_runtime-EfGh5678.js'], css: ['css/index-IjKl9012.css'] },
    '_runtime-EfGh5678.js': { file: 'js/runtime-EfGh5678.js' },
    '_shared-QrSt7890.js': { file: 'js/shared-QrSt7890.js' },
    'locales/en/first-words.json': { file: 'js/words-en-first-MnOp3456.js', isDynamicEntry: true, imports: ['_runtime-EfGh5678.js'] },
    'locales/es/first-words.json': { file: 'js/words-es-first-UvWx1234.js', isDynamicEntry: true, imports: ['_shared-QrSt7890.js'] },
    'locales/en/screener-words.json': { file: 'js/words-en-screener-Sc111111.js', isDynamicEntry: true },
    'locales/es/screener-words.json': { file: 'js/words-es-screener-Sc222222.js', isDynamicEntry: true },
    'locales/en/later-words.json': { file: 'js/words-en-later-Lt111111.js', isDynamicEntry: true },
    'locales/es/later-words.json': { file: 'js/words-es-later-Lt222222.js', isDynamicEntry: true },
    'widgets/screenerSteps.ts': { file: 'js/screenerSteps-Yz123456.js', isDynamicEntry: true, imports: ['index.html', '_shared-QrSt7890.js'] },
    'widgets/searchSteps.ts': { file: 'js/searchSteps-Se123456.js', isDynamicEntry: true, imports: ['index.html'] },
    'src/core/phone.ts': { file: 'js/phone-Ab987654.js', isDynamicEntry: true },
    ...Object.fromEntries(['s6', 'ws10', 'ws18', 'ss6'].map((name) => [`campaigns/${name}.json`, { file: `js/${name}-Cd000000.js`, isDynamicEntry: true }])),
  }));
  writeFileSync(join(dist, '.source-hash'), 'stamp');
  writeLocalizedIndexes(dist, 'locales');
  await compressAssets(dist);
  return dist;
}

const dist = await builtSpa();
const original = (file: string) => readFileSync(join(dist, file));
const SCRIPT = '/signup/js/index-AbCd1234.js';

eachDatabase('static assets', (h, target) => {
  const get = (url: string, acceptEncoding?: string, remoteAddress = '10.0.3.1') => h.app.inject({
    method: 'GET', url, remoteAddress, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

  it('sends the Brotli copy to a client accepting br and gzip, and it decodes to the built file', async () => {
    const res = await get(SCRIPT, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(original('js/index-AbCd1234.js').length / 4);
    expect(brotliDecompressSync(res.rawPayload).equals(original('js/index-AbCd1234.js'))).toBe(true);
  });

  it('sends the gzip copy to a client accepting only gzip, and the plain file to one accepting nothing', async () => {
    const gz = await get('/signup/css/index-IjKl9012.css', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(gz.rawPayload).equals(original('css/index-IjKl9012.css'))).toBe(true);
    const plain = await get(SCRIPT);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(original('js/index-AbCd1234.js'))).toBe(true);
    const identity = await get(SCRIPT, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('serves a file only under the name it was built with: not another spelling, not a file added since the start', async () => {
    // Named for this database's run: the next run's server starts after this test and lists the file.
    const late = `js/late-${target.name}-ZzZz0000.js`;
    writeFileSync(join(dist, late), 'export const late = 1;\n');
    for (const url of ['/signup/JS/index-AbCd1234.js', '/signup/js/INDEX-AbCd1234.js', `/signup/${late}`]) {
      const res = await get(url, 'br, gzip');
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/javascript/);
      expect(res.rawPayload.includes('export const'), url).toBe(false);
    }
    expect((await get(`/signup/${late}`)).statusCode).toBe(404);
  });

  it('answers HEAD with the headers of the copy GET would send and no body', async () => {
    const res = await h.app.inject({ method: 'HEAD', url: SCRIPT, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(readFileSync(join(dist, 'js/index-AbCd1234.js.br')).length);
    expect(res.rawPayload.length).toBe(0);
  });

  it('caches hashed files for good and makes every page and unhashed file revalidate', async () => {
    expect((await get(SCRIPT, 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/signup/css/index-IjKl9012.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/signup/img/favicon.svg', 'gzip')).headers['cache-control']).toBe('no-cache');
    for (const url of ['/signup/', '/signup/s6/home', '/signup/es/s6/postal?x=1', '/signup/es']) {
      const page = await get(url, 'br, gzip');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['content-encoding'], url).toBe('br');
      // A Spanish address gets the Spanish page: its language, title and no-script words before any script runs.
      expect(brotliDecompressSync(page.rawPayload).equals(original(url.startsWith('/signup/es') ? 'index.es.html' : 'index.html')), url).toBe(true);
      expect(String(page.headers['content-security-policy']), url).not.toContain('unsafe-eval');
    }
    for (const url of ['/signup/s6/home', '/signup/', '/signup/js/']) {
      const plainPage = await get(url);
      expect(plainPage.statusCode, url).toBe(url === '/signup/js/' ? 404 : 200);
      expect(plainPage.headers['content-encoding'], url).toBeUndefined();
      if (url !== '/signup/js/') expect(plainPage.body, url).toContain('<div id="root">');
    }
  });

  it('gives a Spanish address the page in Spanish, and every other the English one', async () => {
    const es = (await get('/signup/es/ws10/home?studyId=1001')).body;
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('<title>Registro</title>');
    expect(es).toContain('<noscript>Este sitio necesita JavaScript para registrarle.</noscript>');
    expect(es).toContain('<script type="module" crossorigin src="/signup/js/index-AbCd1234.js"></script>');
    for (const url of ['/signup/s6/home', '/signup/ws10/home?lang=es', '/signup/esx/home']) {
      const en = (await get(url)).body;
      expect(en, url).toContain('<html lang="en">');
      expect(en, url).toContain('<noscript>This site needs JavaScript to sign you up.</noscript>');
    }
  });

  it("hints the page's locale catalogue chunks that index.html does not already load, and its campaign's documents", async () => {
    const s6 = '</signup/js/s6-Cd000000.js>; rel=modulepreload';
    expect((await get('/signup/s6/home')).headers.link).toBe(`</signup/js/words-en-first-MnOp3456.js>; rel=modulepreload, ${s6}`);
    expect((await get('/signup/es/s6/home')).headers.link)
      .toBe(`</signup/js/words-es-first-UvWx1234.js>; rel=modulepreload, </signup/js/shared-QrSt7890.js>; rel=modulepreload, ${s6}`);
    expect((await get(SCRIPT)).headers.link).toBeUndefined();
  });

  it("hints the widgets and phone rules a page's own step waits for, each chunk once, none that index.html loads", async () => {
    const catalogue = '</signup/js/words-en-first-MnOp3456.js>; rel=modulepreload';
    // The screener-step widgets come with the catalogue's screener part, which they read; a search's widgets with the
    // last part too (the screener part before it).
    const screenerWidgets = '</signup/js/screenerSteps-Yz123456.js>; rel=modulepreload, </signup/js/shared-QrSt7890.js>; rel=modulepreload';
    const screener = `${screenerWidgets}, </signup/js/words-en-screener-Sc111111.js>; rel=modulepreload`;
    const search = `${screenerWidgets}, </signup/js/searchSteps-Se123456.js>; rel=modulepreload, </signup/js/words-en-screener-Sc111111.js>; rel=modulepreload, </signup/js/words-en-later-Lt111111.js>; rel=modulepreload`;
    const esSearch = '</signup/js/screenerSteps-Yz123456.js>; rel=modulepreload, </signup/js/searchSteps-Se123456.js>; rel=modulepreload, </signup/js/words-es-screener-Sc222222.js>; rel=modulepreload, </signup/js/words-es-later-Lt222222.js>; rel=modulepreload';
    const phone = '</signup/js/phone-Ab987654.js>; rel=modulepreload';
    const campaign = (name: string) => `</signup/js/${name}-Cd000000.js>; rel=modulepreload`;
    // ws10's first step asks study criteria and a phone; a sign-up's first step neither; a search's the conditions. A
    // step that asks for a phone shows before the phone rules are in (its submit waits for them): they are not hinted.
    expect((await get('/signup/ws10/home?studyId=1001')).headers.link).toBe(`${catalogue}, ${campaign('ws10')}, ${screener}`);
    expect((await get('/signup/ws10')).headers.link).toBe(`${catalogue}, ${campaign('ws10')}, ${screener}`);
    // ws18 extends ws10: both documents.
    expect((await get('/signup/ws18/landing')).headers.link).toBe(`${catalogue}, ${campaign('ws18')}, ${campaign('ws10')}, ${screener}`);
    expect((await get('/signup/ss6/home')).headers.link).toBe(`${catalogue}, ${campaign('ss6')}, ${search}`);
    // ws20's first step adds HowHeard, a module kind whose words are the health questions', in the last part.
    const ws20 = (await get('/signup/ws20/home?studyId=1001')).headers.link;
    expect(ws20).toBe(`${catalogue}, ${campaign('ws10')}, ${screener}, </signup/js/words-en-later-Lt111111.js>; rel=modulepreload`);
    expect((await get('/signup/s6/phone')).headers.link).toBe(`${catalogue}, ${campaign('s6')}`);
    // A visit that brings a phone to show (a prefill parameter, a relay link's lead) waits for the rules: hinted.
    expect((await get('/signup/s6/home?phone=2125550123')).headers.link).toBe(`${catalogue}, ${phone}, ${campaign('s6')}`);
    expect((await get('/signup/ws10/home?studyId=1001&slug=abcdefghij0123456789')).headers.link).toBe(`${catalogue}, ${phone}, ${campaign('ws10')}, ${screener}`);
    expect((await get('/signup/ws10/home?studyId=1001&slug=x')).headers.link).toBe(`${catalogue}, ${campaign('ws10')}, ${screener}`);
    expect((await get('/signup/s6/home')).headers.link).toBe(`${catalogue}, ${campaign('s6')}`);
    // The Spanish catalogue already brings the shared chunk: named once.
    expect((await get('/signup/es/ss6/home')).headers.link)
      .toBe(`</signup/js/words-es-first-UvWx1234.js>; rel=modulepreload, </signup/js/shared-QrSt7890.js>; rel=modulepreload, ${campaign('ss6')}, ${esSearch}`);
    // The root is hinted for the home it redirects to: the flow `s` names, else the default sign-up; not for a flow
    // the server does not know.
    expect((await get('/signup/?s=ws10&studyId=1001')).headers.link).toBe(`${catalogue}, ${campaign('ws10')}, ${screener}`);
    expect((await get('/signup/')).headers.link).toBe(`${catalogue}, ${campaign('s6')}`);
    expect((await get('/signup/es/?s=ss6')).headers.link)
      .toBe(`</signup/js/words-es-first-UvWx1234.js>; rel=modulepreload, </signup/js/shared-QrSt7890.js>; rel=modulepreload, ${campaign('ss6')}, ${esSearch}`);
    expect((await get('/signup/?s=bogus')).headers.link).toBe(catalogue);
    // An unknown campaign or step: the catalogue alone, or the campaign's first step.
    expect((await get('/signup/nope/home')).headers.link).toBe(catalogue);
    expect((await get('/signup/ss6/nope')).headers.link).toBe(`${catalogue}, ${campaign('ss6')}, ${search}`);
  });

  it('keeps the build stamp and the manifest to itself', async () => {
    for (const url of ['/signup/.vite/manifest.json', '/signup/.source-hash']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('words-en-first');
      expect(res.body, url).not.toBe('stamp');
    }
  });

  it('leaves files and pages out of the rate limit, while the API and unknown paths still count', async () => {
    const client = '10.0.3.9';
    const urls = [SCRIPT, '/signup/css/index-IjKl9012.css', '/signup/img/favicon.svg', '/signup/s6/home', '/signup/es/s6/postal'];
    const codes = new Set<number>();
    for (let i = 0; i < 700; i += 1) codes.add((await get(urls[i % urls.length] as string, 'br, gzip', client)).statusCode);
    expect([...codes]).toEqual([200]);
    const api: number[] = [];
    for (let i = 0; i < 601; i += 1) api.push((await get('/api/health', undefined, client)).statusCode);
    expect(api.slice(0, 600).every((code) => code === 200)).toBe(true);
    expect(api[600]).toBe(429);
    // Past the limit, pages and files still load.
    expect((await get(SCRIPT, 'br', client)).statusCode).toBe(200);
    expect((await get('/signup/s6/home', 'br', client)).statusCode).toBe(200);
  });
}, { distDir: dist, rateLimitPerMinute: 600 });

eachDatabase('static assets and the rate limit on missing files', (h) => {
  it('counts missing files, studio pages and other unknown paths', async () => {
    const codes: number[] = [];
    for (const url of ['/signup/js/missing-AbCd1234.js', '/signup/_studio', '/wp-login.php', '/signup/css/none.css']) {
      codes.push((await h.app.inject({ method: 'GET', url, remoteAddress: '10.0.3.20' })).statusCode);
    }
    expect(codes[0]).toBe(404);
    expect(codes[3]).toBe(429);
    expect((await h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.3.20' })).statusCode).toBe(429);
    expect((await h.app.inject({ method: 'GET', url: '/signup/s6/home', remoteAddress: '10.0.3.20' })).statusCode).toBe(200);
  });
}, { distDir: dist, rateLimitPerMinute: 3 });
eachDatabase('static assets and the rate limit on rewritten paths', (h) => {
  // light-my-request parses the URL before the app sees it, so only a socket shows what the router is given.
  const rawGet = async (port: number, target: string): Promise<number> => new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (chunk) => { data += chunk.toString(); });
    socket.on('end', () => resolve(Number(data.split(' ')[1])));
    socket.on('error', reject);
  });

  it('counts a path the URL parser would rewrite into a page or file, since the router sees it unrewritten', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const codes: number[] = [];
    for (const target of ['/api\\..\\signup/s6/home', '/signup\\s6\\home', '/api\\..\\signup/js/index-AbCd1234.js', '/signup/js/../../api/x']) {
      codes.push(await rawGet(port, target));
    }
    expect(codes).toEqual([404, 404, 404, 429]);
    expect(await rawGet(port, '/api/health')).toBe(429);
    // A file asked for by absolute URL, which only a proxy's client sends, is not served, so it counts too.
    expect(await rawGet(port, `http://127.0.0.1:${port}${SCRIPT}`)).toBe(429);
    // The page and the file, spelt plainly, are still left out of the count.
    expect(await rawGet(port, '/signup/s6/home?utm_source=x')).toBe(200);
    expect(await rawGet(port, SCRIPT)).toBe(200);
  });
}, { distDir: dist, rateLimitPerMinute: 3 });
