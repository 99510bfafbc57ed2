/** The README's rule table lists every rule of the registry, once, with its kind: authors pick rules from it. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rules, type RuleName } from '../rules/index.ts';

function readmeRuleRows(): Array<{ names: string[]; kind: string }> {
  const lines = readFileSync('README.md', 'utf8').split('\n');
  const start = lines.findIndex((l) => l.startsWith('Rules (`src/engine/rules/`)'));
  const rows: Array<{ names: string[]; kind: string }> = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') { if (rows.length) break; continue; }
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    if (cells[0] === 'rule' || cells[0]?.startsWith('---')) continue;
    rows.push({ names: (cells[0] ?? '').split(',').map((n) => n.trim()), kind: cells[1] ?? '' });
  }
  return rows;
}

describe('README rule table', () => {
  const rows = readmeRuleRows();
  const listed = rows.flatMap((r) => r.names);

  it('lists every registered rule exactly once', () => {
    expect([...listed].sort()).toEqual(Object.keys(rules).sort());
  });

  it('gives each rule its kind', () => {
    for (const row of rows) for (const name of row.names) expect(`${name}: ${row.kind}`).toBe(`${name}: ${rules[name as RuleName].kind}`);
  });
});
