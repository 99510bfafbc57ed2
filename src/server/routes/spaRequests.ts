/**
 * Which requests only read the built SPA: its pages (index.html for every /signup path outside the asset folders)
 * and the files of dist/. They touch no database, so the API rate limit leaves them alone; the studio (which checks
 * a credential), missing files and every other path still count.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ASSET_DIR = /\/(js|css|img)\//;
/** The studio's pages, under the SPA's path. */
export const STUDIO = /^\/signup\/_studio(\/|$)/;

/** The path of a request target, absolute-URL targets included. */
export function targetPath(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url;
  }
}

/** A GET or HEAD for an SPA page, which is answered with index.html. */
export function isSpaPage(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && (path === '/signup' || path.startsWith('/signup/')) && !ASSET_DIR.test(path);
}

/** The URL of every file in distDir (dot entries, never served, left out). */
function servedFiles(distDir: string, prefix = '/signup/'): string[] {
  return readdirSync(distDir, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.')).flatMap((entry) => (
    entry.isDirectory() ? servedFiles(join(distDir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]
  ));
}

/** Tells whether a request only reads the SPA built in distDir (the file list is read once, at start). */
export function spaReadOnly(distDir: string | null): (req: { method: string; url: string }) => boolean {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return () => false;
  const files = new Set(servedFiles(distDir));
  return (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = targetPath(req.url);
    return files.has(path) || (isSpaPage(req.method, path) && !STUDIO.test(path));
  };
}
