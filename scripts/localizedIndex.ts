/**
 * The page each other language's addresses are given (/signup/es/...): the built index.html with that language's `lang`,
 * title, description and no-script words from its catalogue, so the page reads right before its scripts run (a screen
 * reader announced Spanish content in an English voice until then, and a visitor without scripts read English).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, pageFileOf } from '../src/core/locale.ts';
import { escapeHtml as escaped } from '../src/core/htmlText.ts';

export interface PageWords {
  title: string;
  description: string;
  noscript: string;
}

/** index.html in `locale`: each of the four places replaced, the rest (scripts, styles, preloads) as built. */
export function localizedIndex(html: string, locale: string, words: PageWords): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${escaped(locale)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escaped(words.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escaped(words.description)}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escaped(words.noscript)}</noscript>`);
}

/** Writes dist/index.<locale>.html for each language but English (whose words index.html holds); returns the files written. */
export function writeLocalizedIndexes(dist: string, localesDir: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return LOCALES.filter((locale) => locale !== 'en').map((locale) => {
    const { app } = JSON.parse(readFileSync(join(localesDir, locale, 'translation.json'), 'utf8')) as { app: { registration: string; description: string; noscript: string } };
    const file = pageFileOf(locale);
    writeFileSync(join(dist, file), localizedIndex(html, locale, { title: app.registration, description: app.description, noscript: app.noscript }));
    return file;
  });
}
