/**
 * Serves `locales/LOCALE/PART-words.json` (first, screener, later) to the page's build: the parts of
 * locales/LOCALE/translation.json (src/engine/catalogueParts.ts), so each downloads as a chunk of its own.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CATALOGUE_PARTS, cataloguePart, type CataloguePart } from '../../src/engine/catalogueParts.ts';

/** A part's module id: its locale, then its part. */
export const PART_FILE = new RegExp(`/locales/([a-z]{2})/(${CATALOGUE_PARTS.join('|')})-words\\.json$`);

export function catalogueParts(root: string): Plugin {
  return {
    name: 'catalogue-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!PART_FILE.test(source) || !importer) return null;
      return resolve(importer, '..', source);
    },
    load(id) {
      const match = PART_FILE.exec(id);
      if (!match) return null;
      const [, locale, part] = match as unknown as [string, string, CataloguePart];
      const source = resolve(root, 'locales', locale, 'translation.json');
      this.addWatchFile(source);
      return JSON.stringify(cataloguePart(JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>, part));
    },
  };
}
