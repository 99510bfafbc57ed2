// @vitest-environment happy-dom
/**
 * A field's `label` shows wherever its kind says it does (kindSpec(kind).ignoresLabel): a kind that shows words of its
 * own declares so, and campaigns:check refuses a label there rather than let a campaign set words that never show.
 * Every kind is rendered with a label of the campaign's own, in each language, and the page is read for it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderKind, translatorFor, TEST_BRAND } from '../tests/support/widgets/renderKind.tsx';
import { consentStatement } from '../src/engine/consentStatements.ts';
import { resolveCountry } from '../src/core/countries.ts';
import { FIELD_KINDS, kindSpec } from '../src/engine/fieldKinds.ts';
import type { FieldKind } from '../src/engine/campaign.ts';

afterEach(cleanup);

const label = { en: 'Words the campaign chose', es: 'Palabras que eligió la campaña' };

/** The settings a kind needs to render at all, beside the label under test. */
const needs: Partial<Record<FieldKind, Record<string, unknown>>> = {
  SingleChoice: { answer: 'q', options: [{ value: 'a', label: { en: 'A', es: 'A' } }, { value: 'b', label: { en: 'B', es: 'B' } }] },
  MultiChoice: { answer: 'q', options: [{ value: 'a', label: { en: 'A', es: 'A' } }, { value: 'b', label: { en: 'B', es: 'B' } }] },
  YesNo: { answer: 'q' },
  Number: { answer: 'q', unit: { en: 'kg', es: 'kg' } },
  Date: { answer: 'q' },
  ShortText: { answer: 'q' },
  Heading: { text: { en: 'About you', es: 'Sobre usted' } },
};

/** Whether the words are on the page: as text, or as an accessible name or description that is not on screen. */
function shown(words: string): boolean {
  const text = document.body.textContent ?? '';
  const named = [...document.querySelectorAll('[aria-label], [title]')].some((el) => el.getAttribute('aria-label')?.includes(words) || el.getAttribute('title')?.includes(words));
  return text.includes(words) || named;
}

describe("a field's label", () => {
  for (const locale of ['en', 'es'] as const) {
    it.each(FIELD_KINDS)(`%s shows it in ${locale} unless its kind declares it ignored`, async (kind) => {
      // Where a consent's box is labelled at all: a visitor who must tick it (the United Kingdom), with the page's statements.
      const t = translatorFor(locale);
      const consentStatementOf = (field: Parameters<typeof consentStatement>[0], partner?: Parameters<typeof consentStatement>[2]) =>
        consentStatement(field, { campaign: { consent: { us: { en: 'We may contact you.' }, international: { en: 'We may contact you.', es: 'Podemos contactarle.' } } }, brand: TEST_BRAND, locale, region: 'international', caregiver: false, t }, partner);
      await renderKind(kind, { locale, field: { ...needs[kind], label } as never, context: { country: resolveCountry('GB'), consentStatement: consentStatementOf } });
      expect(shown(label[locale])).toBe(kindSpec(kind).ignoresLabel !== true);
    });
  }
});
