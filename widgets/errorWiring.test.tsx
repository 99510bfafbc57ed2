// @vitest-environment happy-dom
/**
 * Every kind whose answer can be wrong, rendered through the real form with the page's templates: in error, the
 * control the visitor reaches is marked invalid and points at a message that says what is wrong; the error
 * summary can name the field and focus it; out of error, nothing is marked. A new kind is checked without a line here.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import Form from '@rjsf/core';
import type { UiSchema } from '@rjsf/utils';
import { widgets } from './index.ts';
import { isLazyWidget } from './lazyWidget.tsx';
import { errorMessageId, type FlowFormContext, type KindWidget } from './types.ts';
import { fieldKinds, kindSpec, type AnswerKey } from '../src/engine/fieldKinds.ts';
import { validateStep } from '../src/engine/validateStep.ts';
import { resolveCountry } from '../src/core/countries.ts';
import { HEALTH_QUESTIONS } from '../src/core/healthQuestions.ts';
import type { Criterion } from '../src/core/eligibility/criteria.ts';
import type { Field, FieldKind } from '../src/engine/campaign.ts';
import { FieldTemplate, ObjectFieldTemplate } from '../src/app/form/templates.tsx';
import { fieldUi } from '../src/app/form/fieldUi.ts';
import { stepValidator } from '../src/app/form/stepValidator.ts';
import { fieldControl, fieldName, fieldWrapperId } from '../src/app/form/fieldWrapper.ts';

afterEach(cleanup);

const MESSAGE = 'What is wrong with this answer';
// A country whose visitors must tick the contact consent, so that consent can be in error too.
const country = resolveCountry('GB');
const criteria: Criterion[] = [
  { id: 1, questionId: 1, question: 'Have you smoked?', hint: null, questionType: 'yes_no_unsure', gender: null, responses: [{ id: 11, text: 'Yes', position: 'A' }, { id: 12, text: 'No', position: 'B' }, { id: 13, text: 'Unsure', position: 'C' }] },
  { id: 2, questionId: 2, question: 'How often?', hint: null, questionType: 'select_one', gender: null, responses: [{ id: 21, text: 'Daily', position: 'A' }, { id: 22, text: 'Weekly', position: 'B' }] },
  { id: 3, questionId: 3, question: 'Which apply?', hint: null, questionType: 'select_multiple', gender: null, responses: [{ id: 31, text: 'Asthma', position: 'A' }, { id: 32, text: 'Eczema', position: 'B' }] },
];

function formContext(): FlowFormContext {
  return {
    t: ((key: string) => key) as FlowFormContext['t'],
    locale: 'en', country, brand: {} as FlowFormContext['brand'], candidate: {} as FlowFormContext['candidate'], payload: null, caregiver: false, callNow: null, flows: { studySearch: 'ss6', prescreen: 'ws10', prescreenHomePath: 'home', findProduct: 'study-search' }, decisions: { links: { home: '/signup/s6/home', findProduct: '/signup/study-search/home', healthQuestions: null }, thankYouButtons: { findProduct: true, healthQuestions: null }, findProductAfterHealthQuestions: false, studyDetailsShown: false, searchMessage: () => null, cardTarget: () => ({ href: '/', external: false }) },
    categories: [{ id: 1, name: 'Lungs', indications: [{ id: 5, name: 'Asthma', showForSignup: true, slug: 'asthma' }] }],
    consentStatement: () => ({ lines: ['The words of the consent'], checkbox: 'I agree to be contacted' }) as ReturnType<FlowFormContext['consentStatement']>,
    indicationName: 'Asthma',
    campaign: { webScreenerProps: { shouldUseYNUButtons: true, shouldNumberQuestions: true } } as unknown as FlowFormContext['campaign'],
    query: {} as FlowFormContext['query'], answers: {}, criteria: criteria as FlowFormContext['criteria'], screening: null,
    availability: [{ start: '2030-01-07T15:00:00Z', end: '2030-01-07T15:30:00Z', resources: [{ id: 1, name: 'Coordinator', timezone: 'UTC' }] }] as FlowFormContext['availability'],
    bookingFailed: false, stepBusy: { getState: () => ({ busy: false }), subscribe: () => () => undefined }, booking: null, bookingCancelled: false, search: null, searchesMade: 0, criteriaFailed: false, offers: null, partnerCheck: null, onTrackedEvent: () => undefined,
  };
}

/** Kinds whose answer a submit can find wrong (for a visitor who must consent explicitly). */
const kindsInError = (Object.keys(fieldKinds) as FieldKind[]).filter((kind) => {
  const key = fieldKinds[kind].answer;
  return key !== null && validateStep([{ kind, required: true }], {}, { country, today: '2030-01-01', criteria })[key] !== undefined;
});

/** The field in a form as a step builds it (fieldUi.ts); `messagesShown` false: the visitor has not left it yet. */
function renderField(kind: FieldKind, inError: boolean, messagesShown = true) {
  const key = fieldKinds[kind].answer as AnswerKey;
  const field: Field = { kind, required: true };
  const schema = { type: 'object', properties: { [key]: fieldKinds[kind].schema } };
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  ui[key] = fieldUi(field, widgets[kind] as KindWidget, true, messagesShown);
  render(
    <Form schema={schema as never} uiSchema={ui} formData={{}} formContext={formContext()} validator={stepValidator(schema as never) as never}
      templates={{ FieldTemplate, ObjectFieldTemplate }} extraErrors={(inError ? { [key]: { __errors: [MESSAGE] } } : undefined) as never} showErrorList={false} />,
  );
  return document.getElementById(fieldWrapperId(`root_${key}`)) as HTMLElement;
}

/** The elements that describe a control: its own description or that of a group around it inside the field. */
function descriptions(control: Element, wrapper: Element): string[] {
  const described: string[] = [];
  for (let at: Element | null = control; at && at !== wrapper; at = at.parentElement) {
    for (const id of at.getAttribute('aria-describedby')?.split(' ') ?? []) {
      const message = document.getElementById(id);
      if (message?.classList.contains('field-error')) described.push(message.textContent ?? '');
    }
  }
  return described;
}

beforeAll(async () => {
  await Promise.all(Object.values(widgets).map((w) => (isLazyWidget(w) ? w.preload() : undefined)));
});

describe('field error wiring', () => {
  it('covers the kinds a submit can find wrong', () => {
    expect(kindsInError).toEqual(expect.arrayContaining(['FullName', 'Gender', 'Ethnicity', 'Height', 'Weight', 'StudyCriteria', 'HealthQuestions', 'ParticipantChoice', 'GenericConsent']));
  });

  it.each(kindsInError)('%s in error: marked invalid, described by its message, named and focusable from the summary', (kind) => {
    const wrapper = renderField(kind, true);
    // A widget that says each part's message beneath the part leaves the field's own unsaid (fieldKinds messagesInParts).
    expect(document.getElementById(errorMessageId(`root_${fieldKinds[kind].answer}`))?.textContent).toBe(kindSpec(kind).messagesInParts ? '' : MESSAGE);
    const invalid = [...wrapper.querySelectorAll('[aria-invalid="true"]')];
    expect(invalid.length).toBeGreaterThan(0);
    for (const element of invalid) {
      // A radio cannot be invalid itself (its group is), and a fieldset without the radiogroup role is only a group.
      expect(element.matches('input[type="radio"]')).toBe(false);
      expect(descriptions(element, wrapper).filter((text) => text !== '')).not.toEqual([]);
    }
    const control = fieldControl(wrapper);
    expect(control?.matches('input, select, textarea, button')).toBe(true);
    expect(descriptions(control as Element, wrapper).filter((text) => text !== '')).not.toEqual([]);
    expect(fieldName(wrapper)).not.toBe('');
  });

  it.each(kindsInError)('%s without an error: nothing marked invalid, no message', (kind) => {
    const wrapper = renderField(kind, false);
    expect(document.getElementById(errorMessageId(`root_${fieldKinds[kind].answer}`))?.textContent).toBe('');
    expect(wrapper.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it.each(kindsInError)('%s in error before the visitor has left it: nothing marked invalid, no message', (kind) => {
    const wrapper = renderField(kind, true, false);
    expect(document.getElementById(errorMessageId(`root_${fieldKinds[kind].answer}`))?.textContent).toBe('');
    expect(wrapper.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(wrapper.textContent).not.toContain(MESSAGE);
  });

  const firstRequiredQuestion = HEALTH_QUESTIONS.find((q) => q.required)?.key;
  it.each([
    ['Gender', 'fields.gender.label', 'input[type="radio"]'],
    ['FullName', 'fields.fullName.label', 'input[type="text"]'],
    ['Height', 'fields.height.label', 'input[type="text"]'],
    ['StudyCriteria', '1. Have you smoked?', 'button'],
    ['HealthQuestions', `healthQuestions.q.${firstRequiredQuestion}`, `select#root_healthAnswers-${firstRequiredQuestion}`],
    ['IndicationMultiSelect', 'fields.indications.label', 'input[type="search"]'],
    ['GenericConsent', 'I agree to be contacted', 'input[type="checkbox"]'],
  ] as const)('%s is named %j in the summary, which focuses its %s', (kind, name, control) => {
    const wrapper = renderField(kind, true);
    expect(fieldName(wrapper)).toBe(name);
    expect(fieldControl(wrapper)).toBe(wrapper.querySelector(control));
  });

  it('announces nothing from a field: the failed submit announces one summary instead', () => {
    for (const kind of kindsInError) renderField(kind, true);
    expect(document.querySelectorAll('[role="alert"], [aria-live="assertive"]')).toHaveLength(0);
  });
});
