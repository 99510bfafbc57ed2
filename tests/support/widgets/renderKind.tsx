/**
 * Renders one field kind as a step page does (the real form, templates, validator and widget) with the real
 * catalogue of one locale and no English fallback, as the browser has it: a Spanish text a widget lacks shows as its
 * raw key. Returns the visitor (user-event) and the answer the form holds, so a test types, clicks and tabs as a
 * visitor does and checks what would be saved. Files are read from the repository root, where the tests run (happy-dom
 * gives modules no file URL).
 */
import { readFileSync } from 'node:fs';
import { useEffect, useState } from 'react';
import { MemoryRouter, useLocation } from '../../../widgets/router.tsx';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@rjsf/core';
import type { UiSchema } from '@rjsf/utils';
import { widgets } from '../../../widgets/index.ts';
import { isLazyWidget } from '../../../widgets/lazyWidget.tsx';
import { errorMessageId, type FlowFormContext, type KindWidget } from '../../../widgets/types.ts';
import { answerKeyOf, kindSpec } from '../../../src/engine/fieldKinds.ts';
import { catalogueTranslator, type Catalogue } from '../../../src/engine/catalogueText.ts';
import { productVariables } from '../../../src/engine/productWords.ts';
import type { Field, FieldKind } from '../../../src/engine/campaign.ts';
import type { Locale } from '../../../src/core/locale.ts';
import { resolveCountry } from '../../../src/core/countries.ts';
import type { Brand } from '../../../src/generated/brand.ts';
import { FieldTemplate, ObjectFieldTemplate } from '../../../src/app/form/templates.tsx';
import { widgetAsField } from '../../../src/app/form/widgetAsField.tsx';
import { stepValidator } from '../../../src/app/form/stepValidator.ts';
import { fieldWrapperId } from '../../../src/app/form/fieldWrapper.ts';

const catalogues = new Map<Locale, Catalogue>();
export function catalogue(locale: Locale): Catalogue {
  let found = catalogues.get(locale);
  if (!found) {
    found = JSON.parse(readFileSync(`locales/${locale}/translation.json`, 'utf8')) as Catalogue;
    catalogues.set(locale, found);
  }
  return found;
}

export const TEST_BRAND = JSON.parse(readFileSync('campaigns/brands/trials-world.json', 'utf8')) as Brand;

/** The page's translator for `locale`: that catalogue alone, with the brand's words filled in. */
export function translatorFor(locale: Locale): FlowFormContext['t'] {
  return catalogueTranslator(catalogue(locale), catalogue(locale), productVariables(TEST_BRAND, locale), locale);
}

/** A context with every loaded list empty or absent; a test passes what its kind reads. */
export function testContext(locale: Locale = 'en', overrides: Partial<FlowFormContext> = {}): FlowFormContext {
  return {
    t: translatorFor(locale),
    locale, country: resolveCountry('US'), brand: TEST_BRAND, candidate: {} as FlowFormContext['candidate'], payload: null, caregiver: false, callNow: null,
    flows: { studySearch: 'ss6', prescreen: 'ws10', prescreenHomePath: 'home', findProduct: 'study-search' },
    decisions: {
      links: { home: '/signup/s6/home', findProduct: '/signup/study-search/home', healthQuestions: null },
      thankYouButtons: { findProduct: true, healthQuestions: null }, findProductAfterHealthQuestions: false, studyDetailsShown: true,
      searchMessage: () => null, cardTarget: () => ({ href: '/', external: false }),
    },
    categories: null, consentStatement: () => null, indicationName: null,
    campaign: { name: 'test', webScreenerProps: {} } as unknown as FlowFormContext['campaign'],
    query: {} as FlowFormContext['query'], answers: {}, criteria: null, screening: null, availability: null,
    bookingFailed: false, stepBusy: { getState: () => ({ busy: false }), subscribe: () => () => undefined }, booking: null, bookingCancelled: false, search: null, searchesMade: 0, criteriaFailed: false, offers: null, partnerCheck: null, onTrackedEvent: () => undefined,
    ...overrides,
  };
}

export interface RenderKindOptions {
  locale?: Locale;
  /** The campaign's field beyond its kind (label, options, required). */
  field?: Partial<Field>;
  /** The answer already held (a visitor coming Back). */
  value?: unknown;
  /** A message the field shows, as after a failed Next. */
  error?: string;
  context?: Partial<FlowFormContext>;
  /** The page's address, for widgets with links inside the app (default: a step of a test campaign). */
  at?: string;
}

export interface RenderedKind extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  /** The field's wrapper: its control(s) and its message. */
  wrapper: HTMLElement;
  /** The answer the form holds now (what Next would save). */
  answer: () => unknown;
  /** The message shown under the field ('' when none). */
  message: () => string;
  /** The page's address now (path and query): where a followed link inside the app led. */
  location: () => string;
  /** The page's context changes (an answer arrives from the server), and the widget renders again with it. */
  changeContext: (more: Partial<FlowFormContext>) => void;
}

export async function renderKind(kind: FieldKind, options: RenderKindOptions = {}): Promise<RenderedKind> {
  const spec = kindSpec(kind);
  const field = { kind, ...options.field } as Field;
  const key = answerKeyOf(field) ?? 'display';
  const required = field.required ?? spec.requiredByDefault;
  const schema = { type: 'object', properties: { [key]: { ...spec.schema } } };
  const Widget = widgets[kind] as KindWidget;
  // A step's gate downloads a lazy widget before the step shows; so does the harness.
  if (isLazyWidget(Widget)) await Widget.preload();
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  const kindOptions = { kindField: field, required, choices: spec.choices };
  ui[key] = spec.schema.type === 'object' ? { 'ui:field': widgetAsField(Widget), 'ui:options': kindOptions } : { 'ui:widget': Widget, 'ui:options': kindOptions };
  const validator = stepValidator(schema as never);
  let held: Record<string, unknown> = options.value === undefined ? {} : { [key]: options.value };
  const extraErrors = options.error ? { [key]: { __errors: [options.error] } } : undefined;

  const at = options.at ?? '/signup/test/home';
  let where = at;
  function Location() {
    const { pathname, search } = useLocation();
    useEffect(() => { where = pathname + search; }, [pathname, search]);
    return null;
  }

  let changeOverrides: (change: (held: Partial<FlowFormContext>) => Partial<FlowFormContext>) => void = () => undefined;
  function Harness() {
    const [data, setData] = useState(held);
    const [overrides, setOverrides] = useState<Partial<FlowFormContext>>(options.context ?? {});
    changeOverrides = setOverrides;
    const context = testContext(options.locale ?? 'en', { answers: data, ...overrides });
    return (
      <MemoryRouter initialEntries={[at]}>
        <Location />
        <Form schema={schema as never} uiSchema={ui} formData={data} formContext={context} validator={validator as never} templates={{ FieldTemplate, ObjectFieldTemplate }}
        extraErrors={extraErrors as never} showErrorList={false} noHtml5Validate
        onChange={(e) => { held = (e.formData ?? {}) as Record<string, unknown>; setData(held); }} />
      </MemoryRouter>
    );
  }

  const user = userEvent.setup();
  const rendered = render(<Harness />);
  const wrapper = document.getElementById(fieldWrapperId(`root_${key}`)) as HTMLElement;
  return {
    ...rendered, user, wrapper,
    answer: () => held[key],
    message: () => document.getElementById(errorMessageId(`root_${key}`))?.textContent ?? '',
    location: () => where,
    changeContext: (more) => act(() => changeOverrides((held) => ({ ...held, ...more }))),
  };
}

/** The texts of the error messages an element points at with aria-describedby. */
export function describedBy(element: Element): string[] {
  return (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '').filter((text) => text !== '');
}
