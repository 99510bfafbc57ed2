/**
 * The build and `npm start` refuse before building anything, in a scratch checkout whose tsconfig.json names one
 * small file (the real type check takes half a minute) and which has no Vite entry: a refusal that did not happen
 * shows as Vite's failure instead of the lines asked for.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = new URL('..', import.meta.url).pathname;
const tsx = join(repo, 'node_modules/.bin/tsx');

let scratch: string | null = null;
afterEach(() => { if (scratch) rmSync(scratch, { recursive: true, force: true }); scratch = null; });

/** A checkout with the build's scripts and what they read, type-checking only `checked.ts`. */
function checkout(checkedSource: string): string {
  scratch = mkdtempSync(join(tmpdir(), 'build-'));
  for (const entry of ['package.json', 'scripts', 'src', 'schemas', 'campaigns', 'locales', 'widgets']) cpSync(join(repo, entry), join(scratch, entry), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, files: ['checked.ts'] }));
  writeFileSync(join(scratch, 'checked.ts'), checkedSource);
  return scratch;
}

// FORCE_COLOR turns tsc's lines into its pretty form (file:line:col); the build prints what tsc prints.
const { FORCE_COLOR: _color, ...plainEnv } = process.env;
const run = (dir: string, command: string, args: string[]) => {
  const { status, stdout, stderr } = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...plainEnv, PORT: '0' } });
  return { status, stdout, stderr, lines: `${stdout}\n${stderr}`.split('\n').filter((line) => line && !line.startsWith('npm warn')) };
};

describe('npm run build', () => {
  it("refuses a type error with the compiler's own lines, building nothing", { timeout: 60_000 }, () => {
    const dir = checkout("export const answer: number = 'forty-two';\n");
    const build = run(dir, tsx, ['scripts/build.ts']);
    expect(build.stdout).toContain("checked.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.");
    expect(build.lines.at(-1)).toBe('build: tsc found type errors; nothing was built');
    expect(build.status).toBe(3);
    expect(existsSync(join(dir, 'dist'))).toBe(false);
    expect(existsSync(join(dir, '.build/server'))).toBe(false);
  });
});

describe('npm start', () => {
  it("refuses a misspelt field kind with the checker's line and one sentence, no stack trace", { timeout: 60_000 }, () => {
    const dir = checkout('export const answer: number = 42;\n');
    const file = join(dir, 'campaigns/s15.json');
    const s15 = JSON.parse(readFileSync(file, 'utf8'));
    expect(s15.steps.about.fields[0].kind).toBe('Age');
    s15.steps.about.fields[0].kind = 'Agee';
    writeFileSync(file, JSON.stringify(s15, null, 2));

    const start = run(dir, process.execPath, ['scripts/start.js']);
    expect(start.lines).toContainEqual(expect.stringMatching(/^campaigns\/s15\.json:\d+:\d+: \/steps\/about\/fields\/0\/kind: unknown value 'Agee': did you mean 'Age'\?$/));
    expect(start.lines.at(-1)).toBe('campaigns/s15.json is not valid; nothing was started');
    expect(start.lines.filter((line) => /^\s+at /.test(line))).toEqual([]);
    expect(start.lines.filter((line) => line.includes('Refusing to start'))).toEqual([]);
    expect(start.status).toBe(1);
  });
});
