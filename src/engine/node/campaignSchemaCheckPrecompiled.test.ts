import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './campaignFiles.ts';
import * as compiled from './campaignSchemaCheck.ts';

// The compiled server checks campaigns with the precompiled validators: they must give the same issues, valid or not.
let precompiled: typeof compiled;
beforeAll(async () => {
  const missing = ['campaignSchemaValidator.js', 'brandSchemaValidator.js'].some((f) => !existsSync(join(repoRoot, '.build', f)));
  if (missing) expect(spawnSync('npx', ['tsx', 'scripts/compile-validators.ts'], { cwd: repoRoot, stdio: 'inherit' }).status).toBe(0);
  precompiled = await import('./campaignSchemaCheckPrecompiled.ts');
}, 120_000);

const campaigns = readdirSync(join(repoRoot, 'campaigns')).filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(repoRoot, 'campaigns', f), 'utf8')) as Record<string, unknown>);

/** Campaign documents broken in the ways an author breaks them. */
function broken(doc: Record<string, unknown>): unknown[] {
  const { name: _name, ...withoutName } = doc;
  return [
    withoutName,
    { ...doc, unknownSetting: true },
    { ...doc, name: 42 },
    { ...doc, steps: 'home' },
    { ...doc, steps: { home: { fields: [{ kind: 7 }] } } },
    { ...doc, mainBgColor: 'red', steps: { ...(doc.steps as object), 'date-of-birth': (doc.steps as Record<string, unknown>)[doc.home as string] } },
    [],
    null,
  ];
}

describe('precompiled campaign and brand checks', () => {
  it('pass every campaign in the repository, as the runtime checks do', () => {
    expect(campaigns.length).toBeGreaterThan(10);
    for (const doc of campaigns) {
      expect(precompiled.campaignSchemaIssues(doc)).toEqual([]);
      expect(compiled.campaignSchemaIssues(doc)).toEqual([]);
    }
  });

  it('report the same issues as the runtime checks for broken campaigns', () => {
    for (const doc of campaigns.slice(0, 5)) {
      for (const bad of broken(doc)) {
        const issues = compiled.campaignSchemaIssues(bad);
        expect(issues.length).toBeGreaterThan(0);
        expect(precompiled.campaignSchemaIssues(bad)).toEqual(issues);
      }
    }
  });

  it('say what a pattern asks for, and name a refused step id at its own key', () => {
    const s6 = campaigns.find((doc) => doc.name === 's6') as Record<string, unknown> & { steps: Record<string, unknown> };
    const bad = { ...s6, mainBgColor: 'red', steps: { ...s6.steps, 'date-of-birth': s6.steps.dob } };
    const expected = [
      { pointer: '/mainBgColor', message: "'red' must be a colour written #rgb or #rrggbb (such as #f5f7fa), or 'white'" },
      { pointer: '/steps/date-of-birth', message: "'date-of-birth' cannot be a key here: it must be letters and digits only, beginning with a letter (no spaces, hyphens or underscores)" },
    ];
    expect(compiled.campaignSchemaIssues(bad)).toEqual(expected);
    expect(precompiled.campaignSchemaIssues(bad)).toEqual(expected);
  });

  it("say what is wrong with own words, without the translation key's 'must be string' beside it", () => {
    const s6 = campaigns.find((doc) => doc.name === 's6') as Record<string, unknown> & { steps: Record<string, Record<string, unknown>> };
    const titled = (title: unknown) => ({ ...s6, steps: { ...s6.steps, dob: { ...s6.steps.dob, title } } });
    const cases: Array<[unknown, Array<{ pointer: string; message: string }>]> = [
      [{ en: '', es: 'Fecha' }, [{ pointer: '/steps/dob/title/en', message: 'must not be empty or only spaces: a visitor would read nothing' }]],
      [{ en: 'Date', es: 'Fecha', fr: 'Date' }, [{ pointer: '/steps/dob/title/fr', message: "unknown key 'fr'" }]],
      // Neither a key nor words: both branches' types failed, and the type is what is wrong.
      [42, [{ pointer: '/steps/dob/title', message: 'must be string' }, { pointer: '/steps/dob/title', message: 'must be object' }]],
    ];
    for (const [title, expected] of cases) {
      expect(compiled.campaignSchemaIssues(titled(title)), JSON.stringify(title)).toEqual(expected);
      expect(precompiled.campaignSchemaIssues(titled(title)), JSON.stringify(title)).toEqual(expected);
    }
  });

  it('refuse words a visitor reads that are blank, empty or only spaces, in either language, saying so', () => {
    const ws10 = campaigns.find((doc) => doc.name === 'ws10') as { consent: { us: { en: string; es: string } } };
    const withSpanishConsent = (es: string) => ({ ...ws10, consent: { ...ws10.consent, us: { ...ws10.consent.us, es } } });
    const blank = { pointer: '/consent/us/es', message: 'must not be empty or only spaces: a visitor would read nothing' };
    for (const es of ['', ' ', '\n\t ']) {
      expect(compiled.campaignSchemaIssues(withSpanishConsent(es)), JSON.stringify(es)).toEqual([blank]);
      expect(precompiled.campaignSchemaIssues(withSpanishConsent(es)), JSON.stringify(es)).toEqual([blank]);
    }
    for (const es of ['Sí', ' Acepto ']) expect(compiled.campaignSchemaIssues(withSpanishConsent(es))).toEqual([]);
    const englishBlank = { ...ws10, consent: { ...ws10.consent, international: { en: '  ' } } };
    expect(precompiled.campaignSchemaIssues(englishBlank)).toEqual([{ pointer: '/consent/international/en', message: blank.message }]);
  });

  it('report the same issues as the runtime checks for brands', () => {
    const brand = JSON.parse(readFileSync(join(repoRoot, 'campaigns/brands/trial-search.json'), 'utf8')) as Record<string, unknown>;
    expect(precompiled.brandSchemaIssues(brand)).toEqual([]);
    for (const bad of [{ ...brand, colors: 'red' }, { ...brand, extra: 1 }, {}]) {
      const issues = compiled.brandSchemaIssues(bad);
      expect(issues.length).toBeGreaterThan(0);
      expect(precompiled.brandSchemaIssues(bad)).toEqual(issues);
    }
  });
});
