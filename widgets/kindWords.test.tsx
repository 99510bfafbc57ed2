// @vitest-environment happy-dom
/**
 * Every kind rendered as a page shows it, in English and in Spanish (issue 20's contract): no catalogue key it asks
 * for is missing in that language (the page would show the raw key), and every key it asks for is one its kind
 * declares (kindTranslationKeys: the keys campaigns:check holds to both catalogues), so no word can go unchecked.
 * Kinds are rendered with the loaded data a step gives them, where they need some to show their words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderKind, translatorFor, catalogue, TEST_BRAND } from '../tests/support/widgets/renderKind.tsx';
import { FIELD_KINDS } from '../src/engine/fieldKinds.ts';
import { kindTranslationKeys } from '../src/engine/kindTranslationKeys.ts';
import { hasTranslation } from '../src/engine/checkCampaigns.ts';
import type { FlowFormContext } from './types.ts';
import type { Locale } from '../src/core/locale.ts';
import type { FieldKind } from '../src/engine/campaign.ts';

afterEach(cleanup);

/** The keys a render asks the translator for (a campaign's own words come as objects and are not keys). */
function recordingTranslator(locale: Locale, asked: Set<string>): FlowFormContext['t'] {
  const t = translatorFor(locale);
  return ((key: unknown, options?: Record<string, unknown>) => {
    if (typeof key === 'string') asked.add(key);
    return (t as (k: unknown, o?: unknown) => unknown)(key, options);
  }) as FlowFormContext['t'];
}

/** A key the catalogue holds, as a text or (with a count) in its plural forms, or as a list the widget maps. */
function inCatalogue(locale: Locale, key: string): boolean {
  const words = catalogue(locale);
  return hasTranslation(words, key) || hasTranslation(words, `${key}_one`) || hasTranslation(words, `${key}_other`)
    || key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), words) !== undefined;
}

/** The settings a kind needs to render at all, where its words are the campaign's. */
const questionField: Partial<Record<FieldKind, Record<string, unknown>>> = {
  SingleChoice: { answer: 'q', label: { en: 'Q', es: 'P' }, options: [{ value: 'a', label: { en: 'A', es: 'A' } }, { value: 'b', label: { en: 'B', es: 'B' } }] },
  MultiChoice: { answer: 'q', label: { en: 'Q', es: 'P' }, options: [{ value: 'a', label: { en: 'A', es: 'A' } }, { value: 'b', label: { en: 'B', es: 'B' } }] },
  YesNo: { answer: 'q', label: { en: 'Q', es: 'P' } },
  Number: { answer: 'q', label: { en: 'Q', es: 'P' }, unit: { en: 'kg', es: 'kg' } },
  Date: { answer: 'q', label: { en: 'Q', es: 'P' } },
  ShortText: { answer: 'q', label: { en: 'Q', es: 'P' } },
  // A heading's words are the campaign's (campaigns:check wants 'text').
  Heading: { text: { en: 'About you', es: 'Sobre usted' } },
};

describe('every kind, rendered in each language', () => {
  for (const locale of ['en', 'es'] as const) {
    it.each(FIELD_KINDS)(`%s asks only for keys its kind declares, each in ${locale}`, async (kind) => {
      const asked = new Set<string>();
      const declared = new Set<string>(kindTranslationKeys[kind]);
      await renderKind(kind, { locale, field: questionField[kind] as never, context: { t: recordingTranslator(locale, asked), brand: TEST_BRAND } });
      const words = [...asked];
      expect(words.filter((key) => !inCatalogue(locale, key)), 'keys missing in the catalogue').toEqual([]);
      // A key built from a declared prefix (a list the widget walks) counts as declared.
      expect(words.filter((key) => !declared.has(key) && ![...declared].some((d) => key.startsWith(`${d}.`))), 'keys the kind does not declare').toEqual([]);
    });
  }
});
