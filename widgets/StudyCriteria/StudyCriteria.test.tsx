// @vitest-environment happy-dom
/**
 * The study's qualification questions as the screener shows them: numbered, yes/no/unsure buttons, one-choice radios
 * and several-choice boxes, gender-specific questions only for that gender. The answer holds the chosen response
 * ids per criterion id; in error each unanswered question says so itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import type { FlowFormContext } from '../types.ts';

afterEach(cleanup);

const criteria: NonNullable<FlowFormContext['criteria']> = [
  { id: 1, questionId: 101, question: 'Have you smoked in the last year?', hint: 'Cigarettes, cigars or vaping.', questionType: 'yes_no_unsure', gender: null, responses: [{ id: 11, text: 'Yes', position: 'A' }, { id: 12, text: 'No', position: 'B' }, { id: 13, text: 'Unsure', position: 'C' }] },
  { id: 2, questionId: 102, question: 'How often do you have asthma symptoms?', hint: null, questionType: 'select_one', gender: null, responses: [{ id: 21, text: 'Daily', position: 'A' }, { id: 22, text: 'Weekly', position: 'B' }, { id: 23, text: 'Rarely', position: 'C' }] },
  { id: 3, questionId: 103, question: 'Which of these have you been diagnosed with?', hint: null, questionType: 'select_multiple', gender: null, responses: [{ id: 31, text: 'Eczema', position: 'A' }, { id: 32, text: 'Hay fever', position: 'B' }] },
  { id: 4, questionId: 104, question: 'Are you pregnant?', hint: null, questionType: 'yes_no_unsure', gender: 'female', responses: [{ id: 41, text: 'Yes', position: 'A' }, { id: 42, text: 'No', position: 'B' }, { id: 43, text: 'Unsure', position: 'C' }] },
];

/** The screener's settings (webScreenerProps) and the study's questions, as the page gives them. */
function screenerContext(settings: Record<string, unknown> = { shouldUseYNUButtons: true, shouldNumberQuestions: true }, extra: Partial<FlowFormContext> = {}): Partial<FlowFormContext> {
  return { criteria, campaign: { name: 'ws10', webScreenerProps: settings } as unknown as FlowFormContext['campaign'], ...extra };
}

const SMOKED = '1. Have you smoked in the last year?';
const OFTEN = '2. How often do you have asthma symptoms?';
const WHICH = '3. Which of these have you been diagnosed with?';
const UNANSWERED = 'This question must be answered';

const question = (name: string) => screen.getByRole('group', { name });
const pressedIn = (name: string) => within(question(name)).getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent);

describe('StudyCriteria', () => {
  it('numbers the questions under their title: yes/no/unsure buttons, radios for one choice, boxes for several', async () => {
    await renderKind('StudyCriteria', { context: screenerContext() });
    expect(screen.getByRole('group', { name: 'Qualification questions' })).toBeTruthy();
    expect(within(question(SMOKED)).getAllByRole('button').map((b) => b.textContent)).toEqual(['Yes', 'No', 'Unsure']);
    expect(within(screen.getByRole('radiogroup', { name: OFTEN })).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Daily', 'Weekly', 'Rarely']);
    expect(within(question(WHICH)).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Eczema', 'Hay fever']);
    expect(screen.getByText('More about this question')).toBeTruthy();
    // The question for women only waits for the gender.
    expect(screen.queryByText(/Are you pregnant/)).toBeNull();
  });

  it("is worded in Spanish on a Spanish page (the study's own questions stay as the study wrote them)", async () => {
    await renderKind('StudyCriteria', { locale: 'es', value: { 1: [11] }, error: 'Debe responder esta pregunta', context: screenerContext() });
    expect(screen.getByRole('group', { name: 'Preguntas de calificación' })).toBeTruthy();
    expect(within(question(SMOKED)).getAllByRole('button').map((b) => b.textContent)).toEqual(['Sí', 'No', 'No estoy seguro']);
    expect(screen.getByText('Más sobre esta pregunta')).toBeTruthy();
    expect(describedBy(screen.getByRole('radiogroup', { name: OFTEN }))).toEqual(['Debe responder esta pregunta']);
  });

  it('shows a loading note until the questions arrive, in the page language', async () => {
    await renderKind('StudyCriteria', { locale: 'es', context: { criteria: null } });
    expect(screen.getByRole('status').textContent).toBe('Cargando las preguntas del estudio…');
  });

  it('says so, as an alert, when the questions could not be loaded, instead of loading for ever', async () => {
    await renderKind('StudyCriteria', { context: { criteria: null, criteriaFailed: true } });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe("The study's questions could not be loaded, so your answers cannot be checked yet. Please check your connection and reload the page: what you typed is kept.");
  });

  it('leaves saying so to the field once a refused Finish shows its message, which says the same: it is not said twice', async () => {
    const failed = "The study's questions could not be loaded, so your answers cannot be checked yet. Please check your connection and reload the page: what you typed is kept.";
    await renderKind('StudyCriteria', { context: { criteria: null, criteriaFailed: true }, error: failed });
    expect(screen.getAllByText(failed)).toHaveLength(1);
  });

  it('is answered with the keyboard alone, each answer the chosen response ids by criterion', async () => {
    const { user, answer } = await renderKind('StudyCriteria', { context: screenerContext() });
    await user.tab();
    // The question's hint is offered before its answers.
    expect(document.activeElement?.textContent).toBe('More about this question');
    await user.tab();
    expect(document.activeElement).toBe(within(question(SMOKED)).getByRole('button', { name: 'Yes' }));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(answer()).toEqual({ 1: [12] });
    expect(pressedIn(SMOKED)).toEqual(['No']);
    const often = screen.getByRole('radiogroup', { name: OFTEN });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(often).getByRole('radio', { name: 'Daily' }));
    await user.keyboard(' ');
    expect(answer()).toEqual({ 1: [12], 2: [21] });
    await user.keyboard('{ArrowDown}');
    expect(answer()).toEqual({ 1: [12], 2: [22] });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Eczema' }));
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(answer()).toEqual({ 1: [12], 2: [22], 3: [31, 32] });
    await user.keyboard(' ');
    expect(answer()).toEqual({ 1: [12], 2: [22], 3: [31] });
  });

  it('shows the answers held when the visitor comes back', async () => {
    await renderKind('StudyCriteria', { value: { 1: [13], 2: [23], 3: [32] }, context: screenerContext() });
    expect(pressedIn(SMOKED)).toEqual(['Unsure']);
    expect((screen.getByRole('radio', { name: 'Rarely' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Hay fever' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Eczema' }) as HTMLInputElement).checked).toBe(false);
  });

  it("asks the women-only question once the step's gender is female, numbered after the others", async () => {
    const { user, answer } = await renderKind('StudyCriteria', { context: screenerContext(undefined, { answers: { gender: 'female' } }) });
    const pregnant = question('4. Are you pregnant?');
    await user.click(within(pregnant).getByRole('button', { name: 'No' }));
    expect(answer()).toEqual({ 4: [42] });
  });

  it("follows the campaign's numbering offset, and asks yes/no/unsure as radios where it uses no buttons", async () => {
    await renderKind('StudyCriteria', { context: screenerContext({ shouldNumberQuestions: true, criteriaQuestionOffset: 3 }) });
    const smoked = screen.getByRole('radiogroup', { name: '4. Have you smoked in the last year?' });
    expect(within(smoked).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Yes', 'No', 'Unsure']);
    expect(screen.getByRole('list').getAttribute('start')).toBe('4');
  });

  it('tells analytics when a hint is opened, with the criterion id only', async () => {
    const onTrackedEvent = vi.fn();
    const { user } = await renderKind('StudyCriteria', { context: screenerContext(undefined, { onTrackedEvent }) });
    await user.click(screen.getByText('More about this question'));
    expect(onTrackedEvent).toHaveBeenCalledWith('hint', { criterionId: 1 });
  });

  it('in error: each unanswered question is marked invalid and described by its own message, the answered one is not', async () => {
    const { message } = await renderKind('StudyCriteria', { value: { 1: [11] }, error: UNANSWERED, context: screenerContext() });
    expect(message()).toBe(UNANSWERED);
    expect(question(SMOKED).hasAttribute('aria-invalid')).toBe(false);
    // A group of toggle buttons cannot carry aria-required: it is described as required; a radio group carries it.
    expect(describedBy(question(SMOKED))).toEqual(['required']);
    expect(screen.getByRole('radiogroup', { name: OFTEN }).getAttribute('aria-required')).toBe('true');
    // Toggle buttons and radios cannot be invalid themselves: their question's group is.
    const often = screen.getByRole('radiogroup', { name: OFTEN });
    expect(often.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(often)).toEqual([UNANSWERED]);
    expect(describedBy(question(WHICH))).toEqual(['required', UNANSWERED]);
    for (const box of within(question(WHICH)).getAllByRole('checkbox')) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(box)).toEqual([UNANSWERED]);
    }
    expect(document.querySelectorAll('input[type="radio"][aria-invalid], button[aria-invalid]')).toHaveLength(0);
    cleanup();
    await renderKind('StudyCriteria', { error: UNANSWERED, context: screenerContext() });
    expect(question(SMOKED).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(question(SMOKED))).toEqual(['required', UNANSWERED]);
  });

  it('out of error: no question is marked or says anything', async () => {
    await renderKind('StudyCriteria', { context: screenerContext() });
    expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    expect(screen.queryByText(UNANSWERED)).toBeNull();
  });
});
