import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizedIndex, writeLocalizedIndexes } from './localizedIndex.ts';
import { pageFileOf } from '../src/core/locale.ts';

const built = readFileSync('index.html', 'utf8');

describe('localizedIndex', () => {
  it("gives the page the language's lang, title, description and no-script words, and leaves the rest as built", () => {
    const es = localizedIndex(built, 'es', { title: 'Registro', description: 'Regístrese & vea', noscript: 'Necesita <JavaScript>.' });
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('<title>Registro</title>');
    expect(es).toContain('<meta name="description" content="Regístrese &amp; vea"');
    expect(es).toContain('<noscript>Necesita &lt;JavaScript&gt;.</noscript>');
    expect(es.replace(/<html lang="es">|<title>.*<\/title>|<meta name="description" content="[^"]*"|<noscript>.*<\/noscript>/g, ''))
      .toBe(built.replace(/<html lang="en">|<title>.*<\/title>|<meta name="description" content="[^"]*"|<noscript>.*<\/noscript>/g, ''));
  });

  it("index.html holds English's own words, the catalogue's", () => {
    const en = JSON.parse(readFileSync('locales/en/translation.json', 'utf8')) as { app: { registration: string; description: string; noscript: string } };
    expect(localizedIndex(built, 'en', { title: en.app.registration, description: en.app.description, noscript: en.app.noscript })).toBe(built);
  });
});

describe('writeLocalizedIndexes', () => {
  it("writes one page per language but English, from the language's catalogue", () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), built);
    expect(writeLocalizedIndexes(dist, 'locales')).toEqual(['index.es.html']);
    expect(pageFileOf('en')).toBe('index.html');
    const es = readFileSync(join(dist, pageFileOf('es')), 'utf8');
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('<title>Registro</title>');
    expect(es).toContain('<noscript>Este sitio necesita JavaScript para registrarle.</noscript>');
  });
});
