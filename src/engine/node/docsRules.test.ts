/** docs/authoring.md's rule table lists every rule of the registry, once, with its kind: authors pick rules from it. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rules, type RuleName } from '../rules/index.ts';
import { repoRoot } from './campaignFiles.ts';

function tableRows(): Array<{ names: string[]; kind: string }> {
  const page = readFileSync(join(repoRoot, 'docs/authoring.md'), 'utf8');
  const table = page.slice(page.indexOf('<!-- generated:rules -->'), page.indexOf('<!-- /generated:rules -->'));
  return table.split('\n').filter((l) => l.startsWith('|') && !l.startsWith('|---') && !l.startsWith('| rule |')).map((line) => {
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    return { names: (cells[0] ?? '').split(',').map((n) => n.trim()), kind: cells[1] ?? '' };
  });
}

describe('rule table of docs/authoring.md', () => {
  const rows = tableRows();
  const listed = rows.flatMap((r) => r.names);

  it('lists every registered rule exactly once', () => {
    expect([...listed].sort()).toEqual(Object.keys(rules).sort());
  });

  it('gives each rule its kind', () => {
    for (const row of rows) for (const name of row.names) expect(`${name}: ${row.kind}`).toBe(`${name}: ${rules[name as RuleName].kind}`);
  });
});
