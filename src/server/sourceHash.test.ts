import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPA_BUILD_INPUTS, sourceHash } from './sourceHash.ts';

const root = new URL('../..', import.meta.url).pathname;

describe("the SPA build's inputs", () => {
  it("count every module of this repository that vite.config.ts imports (its plugins rewrite what is built)", () => {
    const config = readFileSync(join(root, 'vite.config.ts'), 'utf8');
    const local = [...config.matchAll(/^import [^;]* from '(\.\/[^']+)';$/gm)].map((m) => (m[1] as string).slice(2));
    expect(local.length).toBeGreaterThan(0);
    for (const path of local) expect(SPA_BUILD_INPUTS.some((input) => path === input || path.startsWith(`${input}/`)), path).toBe(true);
  });

  it('change the hash when a Vite plugin changes, and not when its test does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'source-hash-'));
    mkdirSync(join(dir, 'scripts/vite'), { recursive: true });
    writeFileSync(join(dir, 'vite.config.ts'), 'export default {};');
    writeFileSync(join(dir, 'scripts/vite/plugin.ts'), 'export const a = 1;');
    writeFileSync(join(dir, 'scripts/vite/plugin.test.ts'), 'test 1');
    const before = sourceHash(dir);
    writeFileSync(join(dir, 'scripts/vite/plugin.test.ts'), 'test 2');
    expect(sourceHash(dir)).toBe(before);
    writeFileSync(join(dir, 'scripts/vite/plugin.ts'), 'export const a = 2;');
    expect(sourceHash(dir)).not.toBe(before);
  });
});
