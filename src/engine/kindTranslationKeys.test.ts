/**
 * A kind's list of keys is what campaigns:check holds the catalogues to for a campaign that uses the kind: a key its
 * widget reads and the list leaves out can be missing from a catalogue unseen, and the visitor reads the bare key.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kindTranslationKeys } from './kindTranslationKeys.ts';

/** The keys a widget's own file reads by name (`t('a.b')`). */
const keysRead = (source: string) => [...new Set([...source.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => m[1]!))];

describe('kindTranslationKeys', () => {
  it("lists every key a kind's widget reads by name", () => {
    const left: Record<string, string[]> = {};
    let widgets = 0;
    for (const [kind, keys] of Object.entries(kindTranslationKeys)) {
      const file = `widgets/${kind}/${kind}.tsx`;
      if (!existsSync(file)) continue;
      widgets += 1;
      const missing = keysRead(readFileSync(file, 'utf8')).filter((key) => !keys.includes(key));
      if (missing.length) left[kind] = missing;
    }
    expect(widgets).toBeGreaterThan(20);
    expect(left).toEqual({});
  });

  it("lists the screener's questions' failure to load, which its alert says", () => {
    expect(kindTranslationKeys.StudyCriteria).toContain('screener.criteria.failed');
    expect(keysRead("t('screener.criteria.failed'); t( 'a.b' ); format('c.d')")).toEqual(['screener.criteria.failed', 'a.b']);
  });
});
