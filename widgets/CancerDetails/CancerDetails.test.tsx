// @vitest-environment happy-dom
/** The cancer questions: the stage and treatment follow a diagnosis only, and each choice reaches the form's answer. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CancerDetailsWidget } from './CancerDetails.tsx';
import type { FlowFormContext, KindWidgetProps } from '../types.ts';
import { catalogueTranslator, type Catalogue } from '../../src/engine/catalogueText.ts';

afterEach(cleanup);

const catalogue = (locale: string) => JSON.parse(readFileSync(`locales/${locale}/translation.json`, 'utf8')) as Catalogue;

function renderDetails(value: unknown, { locale = 'en', inError = false }: { locale?: 'en' | 'es'; inError?: boolean } = {}) {
  const onChange = vi.fn();
  const context = { t: catalogueTranslator(catalogue(locale), catalogue('en'), {}, locale), locale, caregiver: false } as unknown as FlowFormContext;
  render(<CancerDetailsWidget {...({ id: 'root_oncologyResponse', value, onChange, rawErrors: inError ? ['x'] : [], options: { kindField: { kind: 'CancerDetails' }, required: true }, registry: { formContext: context } } as unknown as KindWidgetProps)} />);
  return onChange;
}

describe('CancerDetails', () => {
  it('asks the type first, and the stage and treatment only after a diagnosis', () => {
    const onChange = renderDetails({});
    expect(screen.getAllByRole('combobox').map((c) => c.id)).toEqual(['root_oncologyResponse-cancerType']);
    fireEvent.change(screen.getByLabelText('Type of cancer'), { target: { value: 'lung' } });
    expect(onChange).toHaveBeenLastCalledWith({ cancerType: 'lung' });
    cleanup();
    renderDetails({ cancerType: 'lung' });
    expect(screen.getByLabelText('Stage')).toBeTruthy();
    expect(screen.getByLabelText('Treatment')).toBeTruthy();
  });

  it("drops the stage and treatment when the answer becomes 'not diagnosed'", () => {
    const onChange = renderDetails({ cancerType: 'lung', cancerStage: 'stage2', treatmentStatus: 'inTreatment' });
    fireEvent.change(screen.getByLabelText('Type of cancer'), { target: { value: 'none' } });
    expect(onChange).toHaveBeenLastCalledWith({ cancerType: 'none' });
  });

  it('marks each unanswered question in error, in Spanish on a Spanish page', () => {
    renderDetails({ cancerType: 'breast', cancerStage: 'stage1' }, { locale: 'es', inError: true });
    expect(screen.getByLabelText('Tipo de cáncer').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Etapa').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Tratamiento').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Tratamiento').getAttribute('aria-describedby')).toBe('root_oncologyResponse-error');
  });
});
