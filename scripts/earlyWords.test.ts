import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WAITS_FOR_WORDS, laterKeysInFirstScripts } from './earlyWords.ts';

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

  it('passes keys behind a module that waits for their part, keys a campaign step names, and consent keys read after their widget', () => {
    const dir = dist({
      'js/signup-1.js': 't("search.title"); t("screener.healthData.question"); t("fields.search")',
      'js/shared-1.js': '',
      'js/formSteps-1.js': '',
      'js/screenerSteps-1.js': 't("screener.criteria.title"); import("./laterSteps-1.js")',
      'js/laterSteps-1.js': 't("booking.title")',
    }, {
      '_signup-1.js': entry,
      '_shared-1.js': { file: 'js/shared-1.js' },
      'widgets/formSteps.ts': { file: 'js/formSteps-1.js' },
      'widgets/screenerSteps.ts': { file: 'js/screenerSteps-1.js', dynamicImports: ['widgets/laterSteps.ts'] },
      'widgets/laterSteps.ts': { file: 'js/laterSteps-1.js' },
    });
    expect(laterKeysInFirstScripts(dir, campaigns)).toEqual([]);
  });

  it("names a key of the last part in a module that waits only for the screener part, and passes that part's own keys there", () => {
    const dir = dist({
      'js/signup-1.js': '',
      'js/shared-1.js': '',
      'js/formSteps-1.js': '',
      'js/screenerSteps-1.js': 't("screener.criteria.title"); t("riskAssessment.legend"); t("offers.title"); import("./searchSteps-1.js")',
      'js/searchSteps-1.js': 't("offers.title"); t("screener.criteria.title")',
    }, {
      '_signup-1.js': entry,
      '_shared-1.js': { file: 'js/shared-1.js' },
      'widgets/formSteps.ts': { file: 'js/formSteps-1.js' },
      'widgets/screenerSteps.ts': { file: 'js/screenerSteps-1.js', dynamicImports: ['widgets/searchSteps.ts'] },
      'widgets/searchSteps.ts': { file: 'js/searchSteps-1.js' },
    });
    expect(laterKeysInFirstScripts(dir, campaigns)).toEqual(['js/screenerSteps-1.js (widgets/screenerSteps.ts): offers.title']);
  });

  it('names a screener-part key in a script that runs before any part after the first', () => {
    const dir = dist({ 'js/signup-1.js': 't("riskAssessment.legend")', 'js/shared-1.js': '' }, { '_signup-1.js': { file: 'js/signup-1.js', imports: ['_shared-1.js'] }, '_shared-1.js': { file: 'js/shared-1.js' } });
    expect(laterKeysInFirstScripts(dir, campaigns)).toEqual(['js/signup-1.js (_signup-1.js): riskAssessment.legend']);
  });

  it('does not pass a key a campaign names outside its steps', () => {
    const dir = dist({ 'js/signup-1.js': 't("booking.pageTitle")', 'js/shared-1.js': '' }, { '_signup-1.js': { file: 'js/signup-1.js', imports: ['_shared-1.js'] }, '_shared-1.js': { file: 'js/shared-1.js' } });
    expect(laterKeysInFirstScripts(dir, campaigns)).toEqual(['js/signup-1.js (_signup-1.js): booking.pageTitle']);
  });
});

describe('WAITS_FOR_WORDS', () => {
  it('lists only widget chunks declared with the part it names and components that wait for that part', async () => {
    const { widgets } = await import('../widgets/index.ts');
    const { isLazyWidget } = await import('../widgets/lazyWidget.tsx');
    for (const [module, part] of Object.entries(WAITS_FOR_WORDS)) {
      const chunk = /^widgets\/(\w+)\.ts$/.exec(module)?.[1];
      if (chunk) {
        const declared = Object.values(widgets).filter((widget) => isLazyWidget(widget) && widget.chunk === chunk);
        expect(declared.length, module).toBeGreaterThan(0);
        for (const widget of declared) expect(isLazyWidget(widget) && widget.words, module).toBe(part);
      } else expect(readFileSync(module, 'utf8'), module).toMatch(new RegExp(`\\n\\s+useWords\\('${part}'\\);\\n`));
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

