import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueProblems, UNTRANSLATED } from './catalogueProblems.ts';
import { SHELL_TRANSLATION_KEYS } from './shellTranslationKeys.ts';
import { checkCampaigns, formatProblem } from './checkCampaigns.ts';
import { campaignSchemaIssues } from './node/campaignSchemaCheck.ts';
import { InvalidCampaignsError, checkRepository, loadCampaigns, readCatalogues, repoRoot } from './node/campaignFiles.ts';

const catalogues = readCatalogues();
const ss6 = JSON.parse(readFileSync('campaigns/ss6.json', 'utf8'));

/** The Spanish catalogue with one text taken out. */
function spanishWithout(path: string[]): unknown {
  const es = structuredClone(catalogues.es) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string, unknown>>((node, part) => node[part] as Record<string, unknown>, es);
  delete parent[path[path.length - 1] as string];
  return es;
}

const checkSs6 = (doc: unknown, es: unknown = catalogues.es) =>
  checkCampaigns({ files: new Map([['campaigns/ss6.json', JSON.stringify(doc)]]), validateSchema: campaignSchemaIssues, catalogues: { en: catalogues.en, es } });

describe('missing translations', () => {
  it('finds every field kind text and app shell text in both shipped catalogues', () => {
    // A placeholder a kind just made still bears is a warning (the next test of the file pins it).
    expect(catalogueProblems(catalogues).filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('warns of a text still bearing the placeholder kind:new wrote, naming the key', () => {
    const es = structuredClone(catalogues.es) as { fields: { age: { label: string } } };
    es.fields.age.label = `${UNTRANSLATED}Age`;
    expect(catalogueProblems({ en: catalogues.en, es }).filter((p) => p.pointer === '/fields/age/label').map((p) => [p.severity, formatProblem(p)])).toEqual([
      ['warning', `locales/es/translation.json: /fields/age/label: warning: translation key 'fields.age.label' is still the placeholder 'TRANSLATE: Age': translate it`],
    ]);
  });

  it("refuses a placeholder once a campaign uses its kind, or the app shell shows it: its visitors would read it", () => {
    const es = structuredClone(catalogues.es) as { fields: { age: { label: string } } };
    es.fields.age.label = `${UNTRANSLATED}Age`;
    const at = (kindsInUse: Set<string>) => catalogueProblems({ en: catalogues.en, es }, kindsInUse).filter((p) => p.pointer === '/fields/age/label').map((p) => [p.severity, formatProblem(p)]);
    expect(at(new Set(['Age', 'Phone']))).toEqual([
      ['error', `locales/es/translation.json: /fields/age/label: translation key 'fields.age.label' is still the placeholder 'TRANSLATE: Age' and visitors see it (field kind 'Age'): translate it`],
    ]);
    expect(at(new Set(['Phone']))).toEqual([
      ['warning', `locales/es/translation.json: /fields/age/label: warning: translation key 'fields.age.label' is still the placeholder 'TRANSLATE: Age': translate it`],
    ]);
    const shellKey = SHELL_TRANSLATION_KEYS[0] as string;
    const withShell = structuredClone(catalogues.es) as Record<string, unknown>;
    const parts = shellKey.split('.');
    let node = withShell;
    for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
    node[parts[parts.length - 1] as string] = `${UNTRANSLATED}x`;
    expect(catalogueProblems({ en: catalogues.en, es: withShell }).filter((p) => p.pointer === `/${parts.join('/')}`).map((p) => p.severity)).toEqual(['error']);
  });

  it('refuses a field kind text missing in Spanish, naming the kind, the key and the locale', () => {
    const problems = catalogueProblems({ en: catalogues.en, es: spanishWithout(['fields', 'age', 'placeholder']) }).filter((p) => p.severity === 'error');
    expect(problems.map(formatProblem)).toEqual(["locales/es/translation.json: /fields/age/placeholder: translation key 'fields.age.placeholder' used by field kind 'Age' is missing in es"]);
    expect(problems[0]?.severity).toBe('error');
    const shared = catalogueProblems({ en: catalogues.en, es: spanishWithout(['genders', 'male']) }).filter((p) => p.severity === 'error').map(formatProblem);
    expect(shared).toEqual(["locales/es/translation.json: /genders/male: translation key 'genders.male' used by field kinds 'Gender', 'GenderSelect', 'GenderDropdown' is missing in es"]);
  });

  it("refuses a catalogue key a campaign uses when Spanish lacks it, as an error at the campaign's pointer", () => {
    const problems = checkSs6(ss6, spanishWithout(['search', 'finish']));
    expect(problems.map(formatProblem)).toEqual(["campaigns/ss6.json: /steps/home/nav/finishLabel: translation key 'search.finish' is missing in es"]);
    expect(problems[0]?.severity).toBe('error');
  });

  it("refuses a campaign's own words without their Spanish", () => {
    const doc = structuredClone(ss6);
    doc.steps.home.nav.finishLabel = { en: 'Done' };
    doc.steps.home.subtitle = { en: 'Find a study', es: 'Encuentre un estudio' };
    expect(checkSs6(doc).map(formatProblem)).toEqual(["campaigns/ss6.json: /steps/home/nav/finishLabel: 'Done' has no Spanish text ('es'): Spanish visitors would read English"]);
  });

  describe('in the repository', () => {
    let root: string | null = null;
    afterEach(() => { if (root) rmSync(root, { recursive: true, force: true }); root = null; });

    it('stops campaigns:check and the start when the Spanish catalogue lacks a text', () => {
      root = mkdtempSync(join(tmpdir(), 'missing-es-'));
      cpSync(join(repoRoot, 'campaigns'), join(root, 'campaigns'), { recursive: true });
      cpSync(join(repoRoot, 'locales'), join(root, 'locales'), { recursive: true });
      writeFileSync(join(root, 'locales/es/translation.json'), JSON.stringify(spanishWithout(['search', 'finish'])));
      const errors = checkRepository([], root).filter((p) => p.severity === 'error').map(formatProblem);
      expect(errors.some((line) => line.endsWith("campaigns/ss6.json: /steps/home/nav/finishLabel: translation key 'search.finish' is missing in es"))).toBe(true);
      const refusal = (() => { try { loadCampaigns(root); return null; } catch (err) { return err; } })();
      expect(refusal).toBeInstanceOf(InvalidCampaignsError);
      expect((refusal as InvalidCampaignsError).lines.some((line) => line.endsWith("/steps/home/nav/finishLabel: translation key 'search.finish' is missing in es"))).toBe(true);
      writeFileSync(join(root, 'locales/es/translation.json'), JSON.stringify(spanishWithout(['fields', 'age', 'placeholder'])));
      expect(checkRepository([], root).map(formatProblem)).toContain("locales/es/translation.json: /fields/age/placeholder: translation key 'fields.age.placeholder' used by field kind 'Age' is missing in es");
    });
  });
});
