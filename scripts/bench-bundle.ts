/** `npm run bench:bundle`: bytes (raw and gzip) of the JS and CSS a visitor loads for /signup/s6/home. Builds first when needed. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild } from '../src/server/ensureBuild.ts';

const dist = join(new URL('..', import.meta.url).pathname, 'dist');
await ensureBuild(dist);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/signup\/((?:js|css)\/[^"]+)"/g)].map((m) => m[1] as string);
let total = { raw: 0, gzip: 0 };
const rows = assets.map((file) => {
  const body = readFileSync(join(dist, file));
  const row = { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  total = { raw: total.raw + row.raw, gzip: total.gzip + row.gzip };
  return row;
});
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
for (const r of rows) console.log(`${r.file.padEnd(40)} ${kb(r.raw).padStart(12)} raw ${kb(r.gzip).padStart(12)} gzip`);
const js = rows.filter((r) => r.file.startsWith('js/')).reduce((a, r) => a + r.gzip, 0);
console.log(`${'total'.padEnd(40)} ${kb(total.raw).padStart(12)} raw ${kb(total.gzip).padStart(12)} gzip`);
console.log(`JS loaded by /signup/s6/home: ${kb(js)} gzip`);
