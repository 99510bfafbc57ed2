/**
 * `npm run openapi`: writes the API's OpenAPI 3.1 document, as the server serves it at /api/openapi.json, to
 * docs/openapi.json. `--check` compares instead and exits 1 when the file is stale (the API tests check it too).
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';

export const OPENAPI_FILE = new URL('../docs/openapi.json', import.meta.url).pathname;

/** The document as a file holds it: stable key order as served, two-space indent, one final newline. */
export function openApiFileText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

async function main(): Promise<void> {
  const app = await buildApp({ ...loadConfig({}), port: 0, dataDir: 'memory://', databaseUrl: null, distDir: null, logLevel: 'silent' }, { seed: false });
  try {
    await app.ready();
    const text = openApiFileText(app.swagger());
    const current = existsSync(OPENAPI_FILE) ? readFileSync(OPENAPI_FILE, 'utf8') : '';
    if (process.argv.includes('--check')) {
      if (current !== text) {
        console.error('docs/openapi.json is stale; run npm run openapi');
        process.exitCode = 1;
      }
    } else if (current !== text) {
      writeFileSync(OPENAPI_FILE, text);
      console.log('wrote docs/openapi.json');
    }
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
