/**
 * Writes a Brotli (.br, highest quality) and a gzip (.gz, level 9) copy beside every compressible file of the
 * built SPA, once at build, so the server sends them as they are (@fastify/static `preCompressed`) and never
 * compresses at request time. A copy that would not be smaller is not written: the plain file serves instead.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map', '.webmanifest', '.ico']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesUnder(dir: string): string[] {
  // Dot entries (Vite's manifest, the source stamp) are never served.
  return readdirSync(dir, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.')).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

async function compressFile(path: string): Promise<{ plain: number; br: number; gz: number }> {
  const plain = readFileSync(path);
  const [br, gz] = await Promise.all([
    brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
    gzipAsync(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < plain.length) writeFileSync(`${path}.br`, br);
  if (gz.length < plain.length) writeFileSync(`${path}.gz`, gz);
  return { plain: plain.length, br: Math.min(br.length, plain.length), gz: Math.min(gz.length, plain.length) };
}

/** Compresses every compressible file under `dir` (zlib's thread pool runs them side by side); returns the byte totals. */
export async function compressAssets(dir: string): Promise<{ files: number; plain: number; br: number; gz: number }> {
  const files = filesUnder(dir).filter((path) => COMPRESSIBLE.has(extname(path)) && statSync(path).size > 0);
  const sizes = await Promise.all(files.map(compressFile));
  const total = (key: 'plain' | 'br' | 'gz') => sizes.reduce((sum, s) => sum + s[key], 0);
  return { files: files.length, plain: total('plain'), br: total('br'), gz: total('gz') };
}
