// @vitest-environment happy-dom
/**
 * A campaign's own words (`{ "en": ..., "es": ... }` in place of a catalogue key) reach the page in the page's
 * language, through the real form and the page's translation function.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import Form from '@rjsf/core';
import type { UiSchema } from '@rjsf/utils';
import { widgets } from './index.ts';
import { isLazyWidget } from './lazyWidget.tsx';
import type { FlowFormContext, KindWidget } from './types.ts';
import { fieldKinds } from '../src/engine/fieldKinds.ts';
import { catalogueTranslator, type Catalogue } from '../src/engine/catalogueText.ts';
import { resolveCountry } from '../src/core/countries.ts';
import type { Field, FieldKind } from '../src/engine/campaign.ts';
import { FieldTemplate, ObjectFieldTemplate } from '../src/app/form/templates.tsx';
import { stepValidator } from '../src/app/form/stepValidator.ts';

afterEach(cleanup);

const catalogue = (locale: 'en' | 'es') => JSON.parse(readFileSync(`locales/${locale}/translation.json`, 'utf8')) as Catalogue;
const words = { en: 'Your own {{product}} words', es: 'Sus propias palabras sobre {{product}}' };

function renderKind(kind: FieldKind, field: Field, locale: 'en' | 'es') {
  const key = fieldKinds[kind].answer ?? 'shown';
  const schema = { type: 'object', properties: { [key]: fieldKinds[kind].schema } };
  const t = catalogueTranslator(catalogue(locale), catalogue('en'), { product: locale === 'es' ? 'ensayos' : 'trials' }, locale);
  const formContext = { t, locale, country: resolveCountry('US'), caregiver: false, campaign: {}, query: {}, answers: {}, candidate: {} } as unknown as FlowFormContext;
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true }, [key]: { 'ui:widget': widgets[kind] as KindWidget, 'ui:options': { kindField: field, required: true } } };
  render(<Form schema={schema as never} uiSchema={ui} formData={{}} formContext={formContext} validator={stepValidator(schema as never) as never} templates={{ FieldTemplate, ObjectFieldTemplate }} showErrorList={false} />);
}

beforeAll(async () => {
  await Promise.all(Object.values(widgets).map((w) => (isLazyWidget(w) ? w.preload() : undefined)));
});

describe("a campaign's own words", () => {
  it.each(['FullName', 'Phone', 'Email', 'Age', 'Gender', 'HowHeard'] as const)('label a %s field in the page language, with the brand word', (kind) => {
    renderKind(kind, { kind, label: words }, 'es');
    expect(screen.getAllByText('Sus propias palabras sobre ensayos').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Your own/)).toBeNull();
    cleanup();
    renderKind(kind, { kind, label: words }, 'en');
    expect(screen.getAllByText('Your own trials words').length).toBeGreaterThan(0);
  });

  it('are a heading\'s text', () => {
    renderKind('Heading', { kind: 'Heading', text: words }, 'es');
    expect(screen.getByRole('heading', { name: 'Sus propias palabras sobre ensayos' })).toBeTruthy();
  });

  it('fall back to English where a language is missing (campaigns:check refuses such a campaign)', () => {
    renderKind('FullName', { kind: 'FullName', label: { en: 'English only' } }, 'es');
    expect(screen.getAllByText('English only').length).toBeGreaterThan(0);
  });
});
