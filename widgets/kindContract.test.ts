/**
 * Every kind in the registry has its parts (issue 18, item 5): a widget, a JSON schema for its answer, every
 * catalogue key it declares in English and Spanish, whether or not a shipped campaign uses it yet, and a widget test
 * that renders it through the page's form (tests/support/widgets/renderKind.tsx).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { widgets } from './index.ts';
import { FIELD_KINDS, fieldKinds } from '../src/engine/fieldKinds.ts';
import { kindTranslationKeys } from '../src/engine/kindTranslationKeys.ts';
import { hasTranslation } from '../src/engine/checkCampaigns.ts';

const catalogue = (locale: string) => JSON.parse(readFileSync(`locales/${locale}/translation.json`, 'utf8')) as unknown;
const schema = JSON.parse(readFileSync('schemas/campaign.schema.json', 'utf8')) as { definitions: { fieldKind: { enum: string[] } } };

/** The kinds each widget test renders: its literal renderKind('<Kind>' calls. */
function kindsRenderedByTests(dir = 'widgets'): Set<string> {
  const rendered = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) kindsRenderedByTests(path).forEach((kind) => rendered.add(kind));
    else if (/\.test\.tsx$/.test(entry.name)) {
      for (const match of readFileSync(path, 'utf8').matchAll(/renderKind\('(\w+)'/g)) rendered.add(match[1] as string);
    }
  }
  return rendered;
}

describe('the field-kind contract', () => {
  it('gives every kind a widget test that renders it', () => {
    const rendered = kindsRenderedByTests();
    expect(FIELD_KINDS.filter((kind) => !rendered.has(kind))).toEqual([]);
  });

  it('lists the same kinds in the campaign schema, the registry, the widgets and the catalogue keys', () => {
    expect([...FIELD_KINDS].sort()).toEqual([...schema.definitions.fieldKind.enum].sort());
    expect(Object.keys(widgets).sort()).toEqual([...FIELD_KINDS].sort());
    expect(Object.keys(kindTranslationKeys).sort()).toEqual([...FIELD_KINDS].sort());
  });

  it('gives every kind that holds an answer a schema with a type', () => {
    for (const kind of FIELD_KINDS) {
      if (fieldKinds[kind].answer) expect(fieldKinds[kind].schema.type, kind).toEqual(expect.any(String));
    }
  });

  it('has words for every key a kind declares, in English and in Spanish', () => {
    const en = catalogue('en');
    const es = catalogue('es');
    const missing = FIELD_KINDS.flatMap((kind) => (kindTranslationKeys[kind] as readonly string[]).flatMap((key) => [
      ...(hasTranslation(en, key) ? [] : [`${kind}: ${key} (en)`]),
      ...(hasTranslation(es, key) ? [] : [`${kind}: ${key} (es)`]),
    ]));
    expect(missing).toEqual([]);
  });
});
