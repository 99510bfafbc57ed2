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

/**
 * The path of an origin-form request target, or null for any other: an absolute URL, which the static files do not
 * answer, or a path the URL parser would rewrite (backslashes, dot segments), which the router sees unrewritten.
 */
export function targetPath(url: string): string | null {
  if (!url.startsWith('/')) return null;
  const rawPath = url.replace(/[?#].*$/s, '');
  try {
    return new URL(rawPath, 'http://localhost').pathname === rawPath ? rawPath : null;
  } catch {
    return null;
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
    if (path === null) return false;
    return files.has(path) || (isSpaPage(req.method, path) && !STUDIO.test(path));
  };
}
