/** docs/authoring.md's validation-rule table lists every rule a campaign may name, and every message has its words in en and es. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasTranslation } from '../checkCampaigns.ts';
import { readCatalogues, repoRoot } from './campaignFiles.ts';

const schema = JSON.parse(readFileSync(join(repoRoot, 'schemas/campaign.schema.json'), 'utf8')) as {
  definitions: { validationRule: { oneOf: Array<{ properties: { rule: { const: string } } }> }; validationCode: { enum: string[] } };
};
const campaignRules = schema.definitions.validationRule.oneOf.map((branch) => branch.properties.rule.const);

function tableRows(): string[][] {
  const lines = readFileSync(join(repoRoot, 'docs/authoring.md'), 'utf8').split('\n');
  const start = lines.findIndex((l) => l.startsWith('| validation rule |'));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|').slice(1, -1).map((c) => c.trim()));
  }
  return rows;
}

describe('validation rules in docs/authoring.md', () => {
  it('lists every rule a campaign may name, once, with the messages it can say', () => {
    const rows = tableRows();
    expect(rows.map((r) => r[0]).sort()).toEqual([...campaignRules].sort());
    for (const row of rows) for (const code of (row[3] ?? '').split(',').map((c) => c.trim())) expect(schema.definitions.validationCode.enum, `${row[0]}: ${code}`).toContain(code);
  });

  it('has words for every message in English and Spanish', () => {
    const catalogues = readCatalogues();
    for (const code of schema.definitions.validationCode.enum) {
      expect(hasTranslation(catalogues.en, `validation.${code}`), `en ${code}`).toBe(true);
      expect(hasTranslation(catalogues.es, `validation.${code}`), `es ${code}`).toBe(true);
    }
  });
});
