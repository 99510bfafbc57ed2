// @vitest-environment happy-dom
/** The exposure-risk questions: three radio groups whose choices reach the form's answer together. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RiskAssessmentWidget } from './RiskAssessment.tsx';
import type { FlowFormContext, KindWidgetProps } from '../types.ts';
import { catalogueTranslator, type Catalogue } from '../../src/engine/catalogueText.ts';

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
