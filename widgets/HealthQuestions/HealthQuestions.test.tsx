// @vitest-environment happy-dom
/**
 * The demographic questionnaire: one labelled dropdown per question, the disability follow-up only after a 'yes' to
 * the physical-disability question, how the visitor heard of us optional. The answer holds the spec's answer keys.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';

afterEach(cleanup);

const QUESTIONS_EN = [
  'Do you have health insurance?',
  'What is the highest level of education you have completed?',
  'What is your annual household income?',
  'Do you identify as a member of the LGBT+ community?',
  'Have you served in the military?',
  'Have you been diagnosed with a mental health condition?',
  'Do you have a physical disability?',
  'How did you hear about us? (optional)',
];
const QUESTIONS_ES = [
  '¿Tiene seguro médico?',
  '¿Cuál es el nivel de estudios más alto que ha completado?',
  '¿Cuál es el ingreso anual de su hogar?',
  '¿Se identifica como miembro de la comunidad LGBT+?',
  '¿Ha servido en las fuerzas armadas?',
  '¿Le han diagnosticado una afección de salud mental?',
  '¿Tiene una discapacidad física?',
  '¿Cómo se enteró de nosotros? (opcional)',
];
const MESSAGE = 'This question must be answered';

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionTexts = (name: string) => [...select(name).options].map((o) => o.textContent);

describe('HealthQuestions', () => {
  it('leaves out how the visitor heard of us when an earlier step asked it (ws20)', async () => {
    const candidate = { answers: { referringGroup: 'social' } } as never;
    await renderKind('HealthQuestions', { context: { candidate } });
    expect(screen.getAllByRole('combobox')).toHaveLength(QUESTIONS_EN.length - 1);
    expect(screen.queryByRole('combobox', { name: QUESTIONS_EN[7] })).toBeNull();
  });

  it('asks each question as a labelled dropdown, the follow-up left out until it applies', async () => {
    await renderKind('HealthQuestions');
    expect(screen.getAllByRole('combobox')).toHaveLength(QUESTIONS_EN.length);
    for (const name of QUESTIONS_EN) expect(select(name).value).toBe('');
    expect(optionTexts('Do you have health insurance?')).toEqual(['Select an answer', 'Yes', 'No', 'Prefer not to answer']);
    expect(optionTexts('How did you hear about us? (optional)')).toEqual(['Select an answer', 'My doctor', 'Social media', 'Search engine', 'Study sponsor', 'Email', 'A clinical trials website', 'Other']);
    expect(screen.queryByRole('combobox', { name: 'Which best describes your disability?' })).toBeNull();
  });

  it('asks in Spanish on a Spanish page', async () => {
    await renderKind('HealthQuestions', { locale: 'es' });
    for (const name of QUESTIONS_ES) expect(select(name)).toBeTruthy();
    expect(optionTexts('¿Tiene seguro médico?')).toEqual(['Seleccione una respuesta', 'Sí', 'No', 'Prefiero no responder']);
  });

  it('is answered with the keyboard alone, as the answer keys', async () => {
    const { user, answer } = await renderKind('HealthQuestions');
    await user.tab();
    expect(document.activeElement).toBe(select('Do you have health insurance?'));
    await user.selectOptions(select('Do you have health insurance?'), 'No');
    await user.tab();
    expect(document.activeElement).toBe(select('What is the highest level of education you have completed?'));
    await user.selectOptions(select('What is the highest level of education you have completed?'), 'High school or GED');
    await user.selectOptions(select('What is your annual household income?'), '$50,000–$75,000');
    expect(answer()).toEqual({ insurance: 'no', education: 'GED', income: '50k-75k' });
  });

  it('asks about the disability after a yes, and forgets that answer when the yes is withdrawn', async () => {
    const { user, answer } = await renderKind('HealthQuestions');
    await user.selectOptions(select('Do you have a physical disability?'), 'Yes');
    await user.tab();
    const disability = select('Which best describes your disability?');
    expect(document.activeElement).toBe(disability);
    await user.selectOptions(disability, 'Intellectual disability');
    expect(answer()).toEqual({ physicalDisability: 'yes', disability: 'intellectual_disability' });
    await user.selectOptions(select('Do you have a physical disability?'), 'No');
    expect(answer()).toEqual({ physicalDisability: 'no' });
    expect(screen.queryByRole('combobox', { name: 'Which best describes your disability?' })).toBeNull();
  });

  it('shows the answers held when the visitor comes back', async () => {
    await renderKind('HealthQuestions', { value: { insurance: 'yes', physicalDisability: 'yes', disability: 'none', referringGroup: 'doctor' } });
    expect(select('Do you have health insurance?').value).toBe('yes');
    expect(select('Which best describes your disability?').value).toBe('none');
    expect(select('How did you hear about us? (optional)').value).toBe('doctor');
    expect(select('Have you served in the military?').value).toBe('');
  });

  it('in error: each unanswered required question is marked invalid and described by the message; answered and optional ones are not', async () => {
    const { message } = await renderKind('HealthQuestions', { value: { insurance: 'yes', education: 'GED' }, error: MESSAGE });
    expect(message()).toBe(MESSAGE);
    const invalid = QUESTIONS_EN.filter((name) => select(name).getAttribute('aria-invalid') === 'true');
    expect(invalid).toEqual(QUESTIONS_EN.slice(2, 7));
    for (const name of invalid) expect(describedBy(select(name))).toEqual([MESSAGE]);
    for (const name of [...QUESTIONS_EN.slice(0, 2), ...QUESTIONS_EN.slice(7)]) expect(describedBy(select(name))).toEqual([]);
    // Each says so beneath itself, by a message of its own: five messages, none shared.
    const ids = invalid.map((name) => select(name).getAttribute('aria-describedby'));
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(document.getElementById(id as string)?.closest('.select-input')?.querySelector('select')?.getAttribute('aria-describedby')).toBe(id);
  });

  it('is required to a screen reader by aria-required, not by a native required that is invalid before anything is chosen', async () => {
    await renderKind('HealthQuestions');
    for (const name of QUESTIONS_EN.slice(0, 7)) {
      expect(select(name).getAttribute('aria-required')).toBe('true');
      expect(select(name).required).toBe(false);
      expect(select(name).matches(':invalid')).toBe(false);
    }
    expect(select('How did you hear about us? (optional)').hasAttribute('aria-required')).toBe(false);
    // The visible mark, left out of the name (which aria-required completes).
    expect(screen.getByText('Do you have health insurance?').closest('label')?.textContent).toBe('Do you have health insurance? *');
  });

  it('out of error: no question is marked, whatever is unanswered', async () => {
    const { message } = await renderKind('HealthQuestions');
    expect(message()).toBe('');
    expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    for (const name of QUESTIONS_EN) expect(describedBy(select(name))).toEqual([]);
  });
});
