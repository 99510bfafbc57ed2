/**
 * The page never branches on a field kind's name: what a kind needs (data to load, a consent, a button's behaviour)
 * is declared in the kind registry (src/engine/fieldKinds.ts) and read from there (issue 18; design.md).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIELD_KINDS } from '../fieldKinds.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the step page and its helpers', () => {
  it("compare no field's kind with a kind's name", () => {
    const kinds = new Set<string>(FIELD_KINDS);
    const found = sources('src/app').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\.kind\s*[!=]==\s*'(\w+)'|'(\w+)'\s*[!=]==\s*\w+\.kind\b/g)]
        .map((m) => m[1] ?? m[2] ?? '')
        .filter((name) => kinds.has(name))
        .map((name) => `${file}: ${name}`));
    expect(found).toEqual([]);
  });
});
