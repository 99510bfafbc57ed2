import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRepository, repoRoot } from './campaignFiles.ts';
import { formatProblem } from '../checkCampaigns.ts';
import { UNTRANSLATED } from '../catalogueProblems.ts';

describe('the shell translation keys in campaigns:check', () => {
  let root: string | null = null;
  afterEach(() => { if (root) rmSync(root, { recursive: true, force: true }); });

  function scratchCopy(): string {
    root = mkdtempSync(join(tmpdir(), 'shell-keys-'));
    cpSync(join(repoRoot, 'campaigns'), join(root, 'campaigns'), { recursive: true });
    cpSync(join(repoRoot, 'locales'), join(root, 'locales'), { recursive: true });
    return root;
  }

  it('finds every key in both catalogues of the repository', () => {
    expect(checkRepository([]).filter((p) => p.file.startsWith('locales/') && p.severity === 'error')).toEqual([]);
  });

  it('refuses a catalogue that lacks one, in Spanish as well as in English', () => {
    const dir = scratchCopy();
    const file = join(dir, 'locales/es/translation.json');
    const es = JSON.parse(readFileSync(file, 'utf8')) as { errors: Record<string, unknown> };
    delete es.errors.reload;
    writeFileSync(file, JSON.stringify(es));
    const problems = checkRepository([], dir).filter((p) => p.file.startsWith('locales/') && p.severity === 'error');
    expect(problems.map(formatProblem)).toEqual(["locales/es/translation.json: /errors/reload: translation key 'errors.reload' used by the app shell is missing in es"]);
    expect(problems[0]?.severity).toBe('error');
  });

  it('reports, for a campaign file checked alone, the placeholder words of a kind visitors see, which stop the start', () => {
    const dir = scratchCopy();
    const file = join(dir, 'locales/es/translation.json');
    const es = JSON.parse(readFileSync(file, 'utf8')) as { search: Record<string, unknown> };
    es.search.distanceInCountry = `${UNTRANSLATED}Study sites across your country`;
    writeFileSync(file, JSON.stringify(es));
    for (const only of [[join(dir, 'campaigns/ss6.json')], []]) {
      const problems = checkRepository(only, dir).filter((p) => p.file.startsWith('locales/') && p.severity === 'error');
      expect(problems.map(formatProblem)).toEqual([expect.stringMatching(/^locales\/es\/translation\.json: \/search\/distanceInCountry: translation key 'search\.distanceInCountry' is still the placeholder .* and visitors see it/)]);
    }
  });
});
