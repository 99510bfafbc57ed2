// @vitest-environment happy-dom
/**
 * The question kinds: every word the campaign's own in the page's language, answered with the keyboard alone, held
 * exactly as stored (an option's value, values in option order, true or false, a number, an ISO date, text), judged
 * by the question's own rules as the page judges it, and an error tied to the control the visitor reaches.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { validateStep } from '../../src/engine/validateStep.ts';
import { resolveCountry } from '../../src/core/countries.ts';
import type { Field } from '../../src/engine/campaign.ts';

afterEach(cleanup);

/** The page's verdict on this answer to this question alone: its error code by answer key, {} when it passes. */
function judged(field: Field, value: unknown) {
  const key = field.answer as string;
  return validateStep([field], { [key]: value }, { country: resolveCountry('US'), today: '2026-11-24' });
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const optionWords = (group: HTMLElement, role: 'radio' | 'checkbox') => within(group).getAllByRole(role).map((r) => r.closest('label')?.textContent);
const chosen = (role: 'radio' | 'checkbox') => screen.getAllByRole(role).filter((r) => (r as HTMLInputElement).checked).map((r) => (r as HTMLInputElement).closest('label')?.textContent);

describe('SingleChoice', () => {
  const smoking = {
    kind: 'SingleChoice', answer: 'smokingStatus', required: true,
    label: { en: 'Do you smoke?', es: '¿Fuma?' },
    options: [
      { value: 'never', label: { en: 'Never smoked', es: 'Nunca he fumado' } },
      { value: 'former', label: { en: 'Former smoker', es: 'Exfumador(a)' } },
      { value: 'current', label: { en: 'Current smoker', es: 'Fumador(a) actual' } },
    ],
  } as Field;
  const group = (name = 'Do you smoke?') => screen.getByRole('radiogroup', { name });

  it("is a required radio group named by the campaign's question, with its options in order, none chosen", async () => {
    await renderKind('SingleChoice', { field: smoking });
    expect(group().getAttribute('aria-required')).toBe('true');
    expect(within(group()).getAllByRole('radio').map((r) => [(r as HTMLInputElement).value, r.closest('label')?.textContent])).toEqual([
      ['never', 'Never smoked'], ['former', 'Former smoker'], ['current', 'Current smoker'],
    ]);
    expect(chosen('radio')).toEqual([]);
  });

  it("is named in the campaign's Spanish on a Spanish page", async () => {
    await renderKind('SingleChoice', { field: smoking, locale: 'es' });
    expect(optionWords(group('¿Fuma?'), 'radio')).toEqual(['Nunca he fumado', 'Exfumador(a)', 'Fumador(a) actual']);
  });

  it("is chosen with tab, space and arrows alone, and held as the option's value, which passes", async () => {
    const { user, answer } = await renderKind('SingleChoice', { field: smoking });
    await user.tab();
    expect(document.activeElement).toBe(radio('Never smoked'));
    await user.keyboard(' ');
    expect(answer()).toBe('never');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('Former smoker'));
    expect(radio('Former smoker').checked).toBe(true);
    expect(answer()).toBe('former');
    expect(judged(smoking, answer())).toEqual({});
    await user.keyboard('{ArrowDown}');
    expect(answer()).toBe('current');
    await user.keyboard('{ArrowUp}');
    expect(answer()).toBe('former');
  });

  it('shows the choice held when the visitor comes back', async () => {
    await renderKind('SingleChoice', { field: smoking, value: 'current' });
    expect(chosen('radio')).toEqual(['Current smoker']);
  });

  it('refuses a value the campaign does not offer, and no answer to a required question', () => {
    expect(judged(smoking, 'sometimes')).toEqual({ smokingStatus: 'selectOneOption' });
    expect(judged(smoking, undefined)).toEqual({ smokingStatus: 'required' });
    expect(judged({ ...smoking, required: false }, undefined)).toEqual({});
  });

  it('in error: the radio group is marked invalid and described by its message, no radio is; out of error: neither', async () => {
    const { message } = await renderKind('SingleChoice', { field: smoking, error: 'This field is required' });
    expect(message()).toBe('This field is required');
    expect(group().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group())).toEqual(['This field is required']);
    expect(document.querySelectorAll('input[aria-invalid]')).toHaveLength(0);
    cleanup();
    await renderKind('SingleChoice', { field: smoking });
    expect(group().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(group())).toEqual([]);
  });
});

describe('MultiChoice', () => {
  const symptoms = {
    kind: 'MultiChoice', answer: 'symptoms', required: true,
    label: { en: 'Which symptoms do you have?', es: '¿Qué síntomas tiene?' },
    options: [
      { value: 'cough', label: { en: 'Cough', es: 'Tos' } },
      { value: 'fever', label: { en: 'Fever', es: 'Fiebre' } },
      { value: 'fatigue', label: { en: 'Fatigue', es: 'Cansancio' } },
    ],
  } as Field;
  const group = (name = 'Which symptoms do you have?') => screen.getByRole('group', { name });

  it("is a group of checkboxes named by the campaign's question, with its options in order, none ticked", async () => {
    await renderKind('MultiChoice', { field: symptoms });
    expect(optionWords(group(), 'checkbox')).toEqual(['Cough', 'Fever', 'Fatigue']);
    expect(chosen('checkbox')).toEqual([]);
  });

  it("is named in the campaign's Spanish on a Spanish page", async () => {
    await renderKind('MultiChoice', { field: symptoms, locale: 'es' });
    expect(optionWords(group('¿Qué síntomas tiene?'), 'checkbox')).toEqual(['Tos', 'Fiebre', 'Cansancio']);
  });

  it('is ticked with tab and space alone, held as the values in option order whatever the order ticked, and nothing once all are unticked', async () => {
    const { user, answer } = await renderKind('MultiChoice', { field: symptoms });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(checkbox('Fatigue'));
    await user.keyboard(' ');
    expect(answer()).toEqual(['fatigue']);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(checkbox('Cough'));
    await user.keyboard(' ');
    expect(answer()).toEqual(['cough', 'fatigue']);
    expect(judged(symptoms, answer())).toEqual({});
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(chosen('checkbox')).toEqual([]);
    expect(answer()).toBeUndefined();
    expect(judged(symptoms, answer())).toEqual({ symptoms: 'selectOption' });
  });

  it('shows the choices held when the visitor comes back', async () => {
    await renderKind('MultiChoice', { field: symptoms, value: ['cough', 'fever'] });
    expect(chosen('checkbox')).toEqual(['Cough', 'Fever']);
  });

  it('refuses a value the campaign does not offer among those given', () => {
    expect(judged(symptoms, ['cough', 'headache'])).toEqual({ symptoms: 'selectOneOption' });
    expect(judged(symptoms, [])).toEqual({ symptoms: 'selectOption' });
  });

  it('in error: every box marked invalid and described by its message; out of error: none', async () => {
    const { message } = await renderKind('MultiChoice', { field: symptoms, error: 'Please select at least one option' });
    expect(message()).toBe('Please select at least one option');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const b of boxes) {
      expect(b.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(b)).toEqual(['Please select at least one option']);
    }
    cleanup();
    await renderKind('MultiChoice', { field: symptoms });
    for (const b of screen.getAllByRole('checkbox')) {
      expect(b.hasAttribute('aria-invalid')).toBe(false);
      expect(describedBy(b)).toEqual([]);
    }
  });
});

describe('YesNo', () => {
  const pregnant = {
    kind: 'YesNo', answer: 'pregnant', required: true,
    label: { en: 'Are you pregnant?', es: '¿Está embarazada?' },
  } as Field;
  const group = (name = 'Are you pregnant?') => screen.getByRole('radiogroup', { name });

  it("is a required radio group named by the campaign's question: Yes, then No", async () => {
    await renderKind('YesNo', { field: pregnant });
    expect(group().getAttribute('aria-required')).toBe('true');
    expect(optionWords(group(), 'radio')).toEqual(['Yes', 'No']);
    expect(chosen('radio')).toEqual([]);
  });

  it("is named in the campaign's Spanish on a Spanish page, with Sí and No", async () => {
    await renderKind('YesNo', { field: pregnant, locale: 'es' });
    expect(optionWords(group('¿Está embarazada?'), 'radio')).toEqual(['Sí', 'No']);
  });

  it('is chosen with tab, space and arrows alone, and held as true or false, both of which answer it', async () => {
    const { user, answer } = await renderKind('YesNo', { field: pregnant });
    await user.tab();
    expect(document.activeElement).toBe(radio('Yes'));
    await user.keyboard(' ');
    expect(answer()).toBe(true);
    expect(judged(pregnant, answer())).toEqual({});
    await user.keyboard('{ArrowDown}');
    expect(radio('No').checked).toBe(true);
    expect(answer()).toBe(false);
    expect(judged(pregnant, answer())).toEqual({});
    await user.keyboard('{ArrowUp}');
    expect(answer()).toBe(true);
  });

  it('shows a held No as chosen when the visitor comes back', async () => {
    await renderKind('YesNo', { field: pregnant, value: false });
    expect(chosen('radio')).toEqual(['No']);
  });

  it('refuses no answer to a required question', () => {
    expect(judged(pregnant, undefined)).toEqual({ pregnant: 'required' });
  });

  it('in error: the radio group is marked invalid and described by its message, no radio is; out of error: neither', async () => {
    const { message } = await renderKind('YesNo', { field: pregnant, error: 'This field is required' });
    expect(message()).toBe('This field is required');
    expect(group().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group())).toEqual(['This field is required']);
    expect(document.querySelectorAll('input[aria-invalid]')).toHaveLength(0);
    cleanup();
    await renderKind('YesNo', { field: pregnant });
    expect(group().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(group())).toEqual([]);
  });
});

describe('Number', () => {
  const cigarettes = {
    kind: 'Number', answer: 'cigarettesPerDay', required: true,
    label: { en: 'How many cigarettes do you smoke a day?', es: '¿Cuántos cigarrillos fuma al día?' },
    unit: { en: 'a day', es: 'al día' }, min: 1, max: 100, integer: true,
  } as Field;
  const dose = {
    kind: 'Number', answer: 'dose', required: true,
    label: { en: 'What dose do you take?', es: '¿Qué dosis toma?' }, unit: { en: 'mg', es: 'mg' },
  } as Field;
  const box = (name = 'How many cigarettes do you smoke a day?') => textbox(name);

  it("is a required box named by the campaign's question and described by its unit, opening a phone's keypad of digits alone", async () => {
    await renderKind('Number', { field: cigarettes });
    expect(box().required).toBe(true);
    expect(box().inputMode).toBe('numeric');
    expect(describedBy(box())).toEqual(['a day']);
  });

  it("is named and described in the campaign's Spanish on a Spanish page", async () => {
    await renderKind('Number', { field: cigarettes, locale: 'es' });
    expect(describedBy(box('¿Cuántos cigarrillos fuma al día?'))).toEqual(['al día']);
  });

  it('is typed with the keyboard alone and held as the number, which passes within its bounds', async () => {
    const { user, answer } = await renderKind('Number', { field: cigarettes });
    await user.tab();
    expect(document.activeElement).toBe(box());
    await user.keyboard('12');
    expect(box().value).toBe('12');
    expect(answer()).toBe(12);
    expect(judged(cigarettes, answer())).toEqual({});
  });

  it('takes a decimal comma as typed and holds the number it means, which a whole-number question refuses', async () => {
    const { user, answer } = await renderKind('Number', { field: dose });
    expect(box('What dose do you take?').inputMode).toBe('decimal');
    await user.type(box('What dose do you take?'), '2,5');
    expect(box('What dose do you take?').value).toBe('2,5');
    expect(answer()).toBe(2.5);
    expect(judged(dose, answer())).toEqual({});
    expect(judged(cigarettes, answer())).toEqual({ cigarettesPerDay: 'invalidNumber' });
  });

  it('keeps text that is no number in the box and holds it as typed, so the page calls it invalid rather than missing', async () => {
    const { user, answer } = await renderKind('Number', { field: cigarettes });
    await user.type(box(), 'abc');
    expect(box().value).toBe('abc');
    expect(answer()).toBe('abc');
    expect(judged(cigarettes, answer())).toEqual({ cigarettesPerDay: 'invalidNumber' });
  });

  it('refuses a number outside its bounds, and no answer to a required question', async () => {
    const { user, answer } = await renderKind('Number', { field: cigarettes });
    await user.type(box(), '0');
    expect(answer()).toBe(0);
    expect(judged(cigarettes, answer())).toEqual({ cigarettesPerDay: 'numberOutOfRange' });
    expect(judged(cigarettes, 101)).toEqual({ cigarettesPerDay: 'numberOutOfRange' });
    await user.clear(box());
    expect(answer()).toBeUndefined();
    expect(judged(cigarettes, answer())).toEqual({ cigarettesPerDay: 'required' });
  });

  it('shows the number held when the visitor comes back', async () => {
    await renderKind('Number', { field: cigarettes, value: 20 });
    expect(box().value).toBe('20');
  });

  it('in error: the box is marked invalid and described by its unit and its message; out of error: by its unit alone', async () => {
    const { message } = await renderKind('Number', { field: cigarettes, error: 'Please enter a number from 1 to 100' });
    expect(message()).toBe('Please enter a number from 1 to 100');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toEqual(['a day', 'Please enter a number from 1 to 100']);
    cleanup();
    await renderKind('Number', { field: cigarettes });
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box())).toEqual(['a day']);
  });
});

describe('Date', () => {
  const diagnosed = {
    kind: 'Date', answer: 'diagnosedOn', required: true,
    label: { en: 'When were you diagnosed?', es: '¿Cuándo le diagnosticaron?' },
  } as Field;
  /**
   * A date box has no ARIA role to be found by name, so its name is read as a screen reader reads it: its one label,
   * without what the label hides from screen readers (the required mark), and nothing overriding it.
   */
  const box = (name = 'When were you diagnosed?') => {
    const input = document.querySelector('input[type="date"]') as HTMLInputElement;
    expect(input.hasAttribute('aria-label') || input.hasAttribute('aria-labelledby')).toBe(false);
    expect(input.labels).toHaveLength(1);
    const spoken = (input.labels?.[0] as HTMLLabelElement).cloneNode(true) as HTMLElement;
    spoken.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    expect(spoken.textContent).toBe(name);
    return input;
  };

  it("is the browser's required date box, named by the campaign's question", async () => {
    await renderKind('Date', { field: diagnosed });
    expect(box().type).toBe('date');
    expect(box().required).toBe(true);
  });

  it("is named in the campaign's Spanish on a Spanish page", async () => {
    await renderKind('Date', { field: diagnosed, locale: 'es' });
    expect(box('¿Cuándo le diagnosticaron?').type).toBe('date');
  });

  it('is filled with the keyboard alone and held as the YYYY-MM-DD the box gives, which passes', async () => {
    const { user, answer } = await renderKind('Date', { field: diagnosed });
    await user.tab();
    expect(document.activeElement).toBe(box());
    await user.keyboard('2024-03-15');
    expect(box().value).toBe('2024-03-15');
    expect(answer()).toBe('2024-03-15');
    expect(judged(diagnosed, answer())).toEqual({});
  });

  it('refuses a day the calendar lacks, and no answer to a required question', () => {
    expect(judged(diagnosed, '2026-02-30')).toEqual({ diagnosedOn: 'invalidDate' });
    expect(judged(diagnosed, undefined)).toEqual({ diagnosedOn: 'required' });
  });

  it('shows the date held when the visitor comes back', async () => {
    await renderKind('Date', { field: diagnosed, value: '2019-07-01' });
    expect(box().value).toBe('2019-07-01');
  });

  it('in error: the box is marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('Date', { field: diagnosed, error: 'Please enter a valid date' });
    expect(message()).toBe('Please enter a valid date');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toEqual(['Please enter a valid date']);
    cleanup();
    await renderKind('Date', { field: diagnosed });
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box())).toEqual([]);
  });
});

describe('ShortText', () => {
  const medication = {
    kind: 'ShortText', answer: 'medication', required: true, maxLength: 20,
    label: { en: 'Which medication do you take?', es: '¿Qué medicamento toma?' },
  } as Field;
  const box = (name = 'Which medication do you take?') => textbox(name);

  it("is a required box named by the campaign's question, as long as the campaign allows and 200 characters by default", async () => {
    await renderKind('ShortText', { field: medication });
    expect(box().required).toBe(true);
    expect(box().maxLength).toBe(20);
    cleanup();
    const { maxLength: _, ...unbounded } = medication;
    await renderKind('ShortText', { field: unbounded });
    expect(box().maxLength).toBe(200);
  });

  it("is named in the campaign's Spanish on a Spanish page", async () => {
    await renderKind('ShortText', { field: medication, locale: 'es' });
    expect(box('¿Qué medicamento toma?').maxLength).toBe(20);
  });

  it('is typed with the keyboard alone and held as the text, which passes', async () => {
    const { user, answer } = await renderKind('ShortText', { field: medication });
    await user.tab();
    expect(document.activeElement).toBe(box());
    await user.keyboard('Metformin');
    expect(answer()).toBe('Metformin');
    expect(judged(medication, answer())).toEqual({});
  });

  it('stops typing at the maximum length; longer text is refused, and no answer to a required question', async () => {
    const { user, answer } = await renderKind('ShortText', { field: medication });
    await user.type(box(), 'Levothyroxine sodium daily');
    expect(answer()).toBe('Levothyroxine sodium');
    expect(judged(medication, answer())).toEqual({});
    expect(judged(medication, 'Levothyroxine sodium daily')).toEqual({ medication: 'tooLong' });
    await user.clear(box());
    expect(answer()).toBeUndefined();
    expect(judged(medication, answer())).toEqual({ medication: 'required' });
  });

  it('shows the text held when the visitor comes back', async () => {
    await renderKind('ShortText', { field: medication, value: 'Aspirin' });
    expect(box().value).toBe('Aspirin');
  });

  it('in error: the box is marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('ShortText', { field: medication, error: 'This field is required' });
    expect(message()).toBe('This field is required');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toEqual(['This field is required']);
    cleanup();
    await renderKind('ShortText', { field: medication });
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box())).toEqual([]);
  });
});
