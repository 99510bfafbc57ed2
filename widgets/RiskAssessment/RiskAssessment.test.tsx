// @vitest-environment happy-dom
/** The exposure-risk questions: three radio groups whose choices reach the form's answer together. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RiskAssessmentWidget } from './RiskAssessment.tsx';
import type { FlowFormContext, KindWidgetProps } from '../types.ts';
import { catalogueTranslator, type Catalogue } from '../../src/engine/catalogueText.ts';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';

afterEach(cleanup);

const catalogue = (locale: string) => JSON.parse(readFileSync(`locales/${locale}/translation.json`, 'utf8')) as Catalogue;

function renderRisk(value: unknown, inError = false) {
  const onChange = vi.fn();
  const context = { t: catalogueTranslator(catalogue('en'), catalogue('en'), {}, 'en'), locale: 'en', caregiver: false } as unknown as FlowFormContext;
  render(<RiskAssessmentWidget {...({ id: 'root_riskAssessment', value, onChange, rawErrors: inError ? ['x'] : [], options: { kindField: { kind: 'RiskAssessment' }, required: true }, registry: { formContext: context } } as unknown as KindWidgetProps)} />);
  return onChange;
}

describe('RiskAssessment', () => {
  it('adds each choice to the answers given so far', () => {
    const onChange = renderRisk({ wfh: 'yes' });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Do you use public transportation?' })).getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenLastCalledWith({ wfh: 'yes', publicTrans: 'no' });
    expect((within(screen.getByRole('radiogroup', { name: 'Do you work from home?' })).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
  });

  it('marks the unanswered questions invalid, never a radio itself', () => {
    renderRisk({ wfh: 'yes' }, true);
    expect(screen.getByRole('radiogroup', { name: 'Do you work from home?' }).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Are you in close contact with many people each day?' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelectorAll('input[aria-invalid]')).toHaveLength(0);
  });
});

describe('RiskAssessment on the page', () => {
  const WFH = 'Do you work from home?';
  const CONTACT = 'Are you in close contact with many people each day?';
  const TRANSPORT = 'Do you use public transportation?';
  const MESSAGE = 'This question must be answered';
  const radio = (question: string, name: string) => within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name }) as HTMLInputElement;

  it('is a group of three radio groups, each named by its question, answered yes, no or prefer not to answer', async () => {
    await renderKind('RiskAssessment');
    const group = screen.getByRole('group', { name: 'Your day-to-day contact with others' });
    expect(within(group).getAllByRole('radiogroup').map((g) => g.querySelector('legend')?.textContent)).toEqual([WFH, CONTACT, TRANSPORT]);
    expect(within(screen.getByRole('radiogroup', { name: WFH })).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Yes', 'No', 'Prefer not to answer']);
    expect(screen.getAllByRole('radiogroup').every((g) => g.getAttribute('aria-required') === 'true')).toBe(true);
  });

  it('is worded in Spanish on a Spanish page', async () => {
    await renderKind('RiskAssessment', { locale: 'es' });
    expect(screen.getByRole('group', { name: 'Su contacto diario con otras personas' })).toBeTruthy();
    expect(within(screen.getByRole('radiogroup', { name: '¿Trabaja desde casa?' })).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Sí', 'No', 'Prefiero no responder']);
    expect(screen.getByRole('radiogroup', { name: '¿Está en contacto cercano con muchas personas cada día?' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: '¿Usa el transporte público?' })).toBeTruthy();
  });

  it('is answered with the keyboard alone: tab to each question, space and arrows to choose', async () => {
    const { user, answer } = await renderKind('RiskAssessment');
    await user.tab();
    expect(document.activeElement).toBe(radio(WFH, 'Yes'));
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(answer()).toEqual({ wfh: 'no' });
    await user.tab();
    expect(document.activeElement).toBe(radio(CONTACT, 'Yes'));
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    expect(radio(CONTACT, 'Prefer not to answer').checked).toBe(true);
    await user.tab();
    await user.keyboard(' ');
    expect(answer()).toEqual({ wfh: 'no', interactivity: 'prefer_not_to_answer', publicTrans: 'yes' });
  });

  it('shows the answers held when the visitor comes back', async () => {
    await renderKind('RiskAssessment', { value: { wfh: 'yes', interactivity: 'no', publicTrans: 'prefer_not_to_answer' } });
    expect(radio(WFH, 'Yes').checked).toBe(true);
    expect(radio(CONTACT, 'No').checked).toBe(true);
    expect(radio(TRANSPORT, 'Prefer not to answer').checked).toBe(true);
  });

  it('in error: each unanswered question is marked invalid and described by the message, never a radio; out of error: none', async () => {
    const { message } = await renderKind('RiskAssessment', { value: { interactivity: 'yes' }, error: MESSAGE });
    expect(message()).toBe(MESSAGE);
    expect(screen.getAllByRole('radiogroup').map((g) => [g.getAttribute('aria-invalid'), describedBy(g)])).toEqual([
      ['true', [MESSAGE]], [null, []], ['true', [MESSAGE]],
    ]);
    expect(document.querySelectorAll('input[aria-invalid]')).toHaveLength(0);
    cleanup();
    await renderKind('RiskAssessment');
    expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    expect(describedBy(screen.getByRole('radiogroup', { name: WFH }))).toEqual([]);
  });
});
