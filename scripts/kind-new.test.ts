/**
 * `npm run kind:new`: its arguments, what it writes, and docs/adding-a-kind.md kept true by running the page's own
 * kind:new line in a scratch copy of the repository and then the checks the page promises.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TYPE_CHECKER } from './typeChecker.ts';
import { answerKeyOf, parseArguments, withKindWords, withRegistryLine } from './kind-new.ts';

describe('kind:new arguments', () => {
  it('takes a PascalCase name and, for a choice, two or more distinct lower-case values', () => {
    expect(parseArguments(['SmokingStatus', '--choice', 'never,former,current'])).toEqual({ name: 'SmokingStatus', choices: ['never', 'former', 'current'] });
    expect(parseArguments(['Nickname'])).toEqual({ name: 'Nickname', choices: null });
    expect(parseArguments([])).toMatch(/^usage: npm run kind:new -- NAME/);
    expect(parseArguments(['smokingStatus'])).toMatch(/^usage/);
    expect(parseArguments(['SmokingStatus', '--choice', 'never'])).toMatch(/two or more values/);
    expect(parseArguments(['SmokingStatus', '--choice', 'Never,former'])).toMatch(/two or more values/);
    expect(parseArguments(['SmokingStatus', '--choice', 'a,a'])).toBe('--choice lists a value twice');
  });

  it('names the answer after the kind, adds one registry line and the words, Spanish marked for translation', () => {
    expect(answerKeyOf('SmokingStatus')).toBe('smokingStatus');
    expect(withRegistryLine('/** x */\nexport {};\n', 'SmokingStatus')).toBe("/** x */\nexport { SmokingStatus } from './SmokingStatus.ts';\n");
    expect(withRegistryLine("/** x */\nexport { A } from './A.ts';\n", 'B')).toBe("/** x */\nexport { A } from './A.ts';\nexport { B } from './B.ts';\n");
    const plan = { name: 'SmokingStatus', choices: ['never', 'former'] };
    expect(withKindWords({ a: 1 }, plan, 'en')).toEqual({ a: 1, kinds: { smokingStatus: { label: 'Smoking status', choices: { never: 'Never', former: 'Former' } } } });
    expect(withKindWords({ kinds: { other: {} } }, plan, 'es')).toEqual({ kinds: { other: {}, smokingStatus: { label: 'TRANSLATE: Smoking status', choices: { never: 'TRANSLATE: Never', former: 'TRANSLATE: Former' } } } });
  });
});

const repo = process.cwd();
const git = (cwd: string, ...args: string[]) => spawnSync('git', args, { cwd, encoding: 'utf8' });
const run = (cwd: string, command: string, args: string[]): SpawnSyncReturns<string> => spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: '1' } });
const tsx = (cwd: string, script: string, ...args: string[]) => run(cwd, process.execPath, ['--import', 'tsx', script, ...args]);

/**
 * A scratch copy of the repository as committed (what a fresh clone holds; work in progress beside it stays out),
 * sharing its node_modules, committed again so the scaffold's changes show.
 */
function scratchRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kind-new-'));
  const archive = spawnSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: repo, maxBuffer: 1 << 30 });
  spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'base');
  return dir;
}

describe('docs/adding-a-kind.md, followed in a scratch copy', () => {
  it('makes a kind that type-checks, lints, passes campaigns:check and its tests, touching only its own files; a kind without its widget is refused', () => {
    const page = readFileSync('docs/adding-a-kind.md', 'utf8');
    const line = /<!-- kind:new example -->\n```sh\nnpm run kind:new -- (.+)\n```/.exec(page)?.[1];
    expect(line).toBe('SmokingStatus --choice never,former,current');
    const dir = scratchRepository();
    try {
      const made = tsx(dir, 'scripts/kind-new.ts', ...(line as string).split(' '));
      expect(made.status, made.stderr).toBe(0);
      const changed = git(dir, 'status', '--porcelain', '--untracked-files=all').stdout.split('\n').filter(Boolean).map((l) => l.slice(3)).sort();
      expect(changed).toEqual([
        'docs/authoring.md', 'locales/en/translation.json', 'locales/es/translation.json', 'schemas/campaign.schema.json',
        'src/engine/kinds/SmokingStatus.ts', 'src/engine/kinds/index.ts', 'src/generated/campaign.ts',
        'widgets/SmokingStatus/SmokingStatus.test.tsx', 'widgets/SmokingStatus/widget.tsx',
      ]);
      expect(git(dir, 'diff', '--numstat', 'src/engine/kinds/index.ts').stdout.trim()).toMatch(/^1\t\d+\t/);

      expect(tsx(dir, 'scripts/compile-validators.ts').status).toBe(0);
      const types = run(dir, process.execPath, [TYPE_CHECKER, '-p', 'tsconfig.json']);
      expect(types.stdout + types.stderr).toBe('');
      const lint = run(dir, process.execPath, [join(repo, 'node_modules/eslint/bin/eslint.js'), 'src/engine/kinds', 'widgets/SmokingStatus', 'scripts']);
      expect(lint.status, lint.stdout).toBe(0);
      const check = tsx(dir, 'scripts/campaigns-check.ts');
      expect(check.status, check.stdout + check.stderr).toBe(0);
      expect((check.stdout + check.stderr).match(/still the placeholder 'TRANSLATE: [^']+': translate it/g)).toHaveLength(4);
      expect(tsx(dir, 'scripts/generate-types.ts', '--check').status).toBe(0);
      expect(tsx(dir, 'scripts/docs-generate.ts', '--check').status).toBe(0);
      const tests = run(dir, process.execPath, [join(repo, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'unit', 'widgets/SmokingStatus', 'widgets/kindContract.test.ts', 'widgets/errorWiring.test.tsx']);
      expect(tests.status, tests.stdout.slice(-2000)).toBe(0);

      // Its answer is the lead's, checked by the server with the kind's own rule.
      const answers = tsx(dir, '-e', `
        const { questionAnswerProblem } = await import('./src/engine/questions.ts');
        const { applyAnswers } = await import('./src/engine/applyAnswers.ts');
        const { emptyCandidate } = await import('./src/core/candidate.ts');
        const { resolveCountry } = await import('./src/core/countries.ts');
        const fields = new Map([['smokingStatus', { kind: 'SmokingStatus' }]]);
        const held = applyAnswers(emptyCandidate('US'), { smokingStatus: 'former' }, { country: resolveCountry('US'), today: '2026-01-01', path: {} }).answers;
        console.log(JSON.stringify([held, questionAnswerProblem(fields, { smokingStatus: 'former' }, 'x'), questionAnswerProblem(fields, { smokingStatus: 'sometimes' }, 'x')?.code]));
      `);
      expect(JSON.parse(answers.stdout)).toEqual([{ smokingStatus: 'former' }, null, 'ANSWER_NOT_OFFERED']);

      // The page's next step: the real words in both catalogues, then docs:generate. Its widget test still passes.
      const realWords = {
        en: { label: 'Do you smoke?', choices: { never: 'Never smoked', former: 'Former smoker', current: 'Current smoker' } },
        es: { label: '¿Fuma?', choices: { never: 'Nunca he fumado', former: 'Exfumador(a)', current: 'Fumador(a) actual' } },
      };
      for (const locale of ['en', 'es'] as const) {
        const file = join(dir, `locales/${locale}/translation.json`);
        const catalogue = JSON.parse(readFileSync(file, 'utf8')) as { kinds: Record<string, unknown> };
        catalogue.kinds.smokingStatus = realWords[locale];
        writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
      }
      expect(tsx(dir, 'scripts/docs-generate.ts').status).toBe(0);
      const translated = tsx(dir, 'scripts/campaigns-check.ts');
      expect(translated.status).toBe(0);
      expect(translated.stdout + translated.stderr).not.toContain('TRANSLATE:');
      const testsAfter = run(dir, process.execPath, [join(repo, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'unit', 'widgets/SmokingStatus']);
      expect(testsAfter.status, testsAfter.stdout.slice(-2000)).toBe(0);

      unlinkSync(join(dir, 'widgets/SmokingStatus/widget.tsx'));
      const withoutWidget = tsx(dir, 'scripts/campaigns-check.ts');
      expect(withoutWidget.status).toBe(1);
      expect(withoutWidget.stdout + withoutWidget.stderr).toContain('kind SmokingStatus has no widget: widgets/SmokingStatus/widget.tsx (its default export) shows it');
      expect(existsSync(join(dir, 'src/engine/kinds/SmokingStatus.ts'))).toBe(true);
      expect(tsx(dir, 'scripts/kind-new.ts', 'SmokingStatus').stderr).toContain('kind:new: a kind named SmokingStatus exists already');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
