/**
 * What Vite's build manifest (dist/.vite/manifest.json) tells the server: which files carry a content hash (cached
 * for good) and which chunks a page's locale catalogue needs. The catalogue is imported lazily, yet every page waits
 * for it before its first render, so a `Link: rel=modulepreload` header on the page lets the browser fetch it while
 * the entry script still downloads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../../engine/flow.ts';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The manifest `vite build --manifest` wrote into distDir, or null when there is none. */
export function readManifest(distDir: string): ViteManifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ViteManifest) : null;
}

/** Every file the build named after its content, relative to distDir. */
export function hashedFiles(manifest: ViteManifest): Set<string> {
  return new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
}

/** The files a manifest entry loads: its own, then its static imports', depth first, each once. */
function chunkFiles(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/** Per locale, the `Link` header value that preloads its catalogue's chunks the page does not already name. */
export function cataloguePreloads(manifest: ViteManifest, indexHtml: string, base = '/signup/'): Map<Locale, string> {
  const hints = new Map<Locale, string>();
  for (const locale of LOCALES) {
    const urls = chunkFiles(manifest, `locales/${locale}/translation.json`).map((file) => `${base}${file}`).filter((url) => !indexHtml.includes(`"${url}"`));
    if (urls.length) hints.set(locale, urls.map((url) => `<${url}>; rel=modulepreload`).join(', '));
  }
  return hints;
}
