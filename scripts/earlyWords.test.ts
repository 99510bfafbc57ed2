import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WAITS_FOR_LATER_WORDS, laterKeysInFirstScripts } from './earlyWords.ts';

/** A dist/ as the build lays it out: index.html's entry, its chunks and the manifest naming their imports. */
function dist(files: Record<string, string>, manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>): string {
  const dir = mkdtempSync(join(tmpdir(), 'early-words-'));
  mkdirSync(join(dir, 'js'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<script type="module" src="/signup/js/signup-1.js"></script>');
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const campaigns = mkdtempSync(join(tmpdir(), 'early-words-campaigns-'));
writeFileSync(join(campaigns, 'c1.json'), JSON.stringify({ name: 'c1', steps: { home: { title: 'search.title', fields: [] } }, pageTitle: 'booking.pageTitle' }));

const entry = { file: 'js/signup-1.js', imports: ['_shared-1.js'], dynamicImports: ['widgets/formSteps.ts', 'widgets/screenerSteps.ts'] };

describe('laterKeysInFirstScripts', () => {
  it('names each first script with the later keys it names, through static and lazy imports', () => {
    const dir = dist({
      'js/signup-1.js': 'const a = t("nav.back"), b = t("screener.result.congratulations");',
      'js/shared-1.js': 'x(`search.info.${k}`)',
      'js/formSteps-1.js': "t('booking.title')",
      'js/screenerSteps-1.js': 't("screener.criteria.title")',
    }, {
      '_signup-1.js': entry,
      '_shared-1.js': { file: 'js/shared-1.js' },
      'widgets/formSteps.ts': { file: 'js/formSteps-1.js', imports: ['_shared-1.js'] },
      'widgets/screenerSteps.ts': { file: 'js/screenerSteps-1.js', imports: ['_shared-1.js'] },
    });
    expect(laterKeysInFirstScripts(dir, campaigns)).toEqual([
      'js/shared-1.js (_shared-1.js): search.info.',
      'js/signup-1.js (_signup-1.js): screener.result.congratulations',
      'js/formSteps-1.js (widgets/formSteps.ts): booking.title',
    ]);
  });

  it('passes keys behind a module that waits for the later part, keys a campaign step names, and consent keys read after their widget', () => {
    const dir = dist({
      'js/signup-1.js': 't("search.title"); t("screener.healthData.question"); t("fields.search")',
      'js/shared-1.js': '',
      'js/formSteps-1.js': '',
      'js/screenerSteps-1.js': 't("screener.criteria.title"); import("./only-later-1.js")',
      'js/only-later-1.js': 't("booking.title")',
    }, {
      '_signup-1.js': entry,
      '_shared-1.js': { file: 'js/shared-1.js' },
      'widgets/formSteps.ts': { file: 'js/formSteps-1.js' },
      'widgets/screenerSteps.ts': { file: 'js/screenerSteps-1.js', dynamicImports: ['src/onlyLater.ts'] },
      'src/onlyLater.ts': { file: 'js/only-later-1.js' },
    });
    expect(laterKeysInFirstScripts(dir, campaigns)).toEqual([]);
  });

  it('does not pass a key a campaign names outside its steps', () => {
    const dir = dist({ 'js/signup-1.js': 't("booking.pageTitle")', 'js/shared-1.js': '' }, { '_signup-1.js': { file: 'js/signup-1.js', imports: ['_shared-1.js'] }, '_shared-1.js': { file: 'js/shared-1.js' } });
    expect(laterKeysInFirstScripts(dir, campaigns)).toEqual(['js/signup-1.js (_signup-1.js): booking.pageTitle']);
  });
});

describe('WAITS_FOR_LATER_WORDS', () => {
  it('lists only widget chunks declared with the later words and components that wait for them', () => {
    const registry = readFileSync('widgets/index.ts', 'utf8');
    for (const module of WAITS_FOR_LATER_WORDS) {
      const chunk = /^widgets\/(\w+)\.ts$/.exec(module)?.[1];
      if (chunk) expect(registry, module).toMatch(new RegExp(`import\\('\\./${chunk}\\.ts'\\)\\.then\\(pick\\), '${chunk}', 'later'\\)`));
      else expect(readFileSync(module, 'utf8'), module).toMatch(/\n\s+useLaterWords\(\);\n/);
    }
  });

  it("passes a module kind's later keys only where the kind declares them, once: read anywhere else, they are named", () => {
    const manifest = {
      '_signup-1.js': { file: 'js/signup-1.js', imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'js/shared-1.js' },
    };
    const declaration = 'const HowHeard = { name: `HowHeard`, translationKeys: [`healthQuestions.q.referringGroup`, `healthQuestions.choose`] };';
    expect(laterKeysInFirstScripts(dist({ 'js/signup-1.js': declaration, 'js/shared-1.js': '' }, manifest), campaigns)).toEqual([]);
    // The same key read by other first-step code, beside the declaration or in another script.
    expect(laterKeysInFirstScripts(dist({ 'js/signup-1.js': `${declaration} t("healthQuestions.choose")`, 'js/shared-1.js': '' }, manifest), campaigns))
      .toEqual(['js/signup-1.js (_signup-1.js): healthQuestions.choose']);
    expect(laterKeysInFirstScripts(dist({ 'js/signup-1.js': declaration, 'js/shared-1.js': 't("healthQuestions.q.referringGroup")' }, manifest), campaigns))
      .toEqual(['js/shared-1.js (_shared-1.js): healthQuestions.q.referringGroup']);
  });
});

