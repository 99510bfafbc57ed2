// @vitest-environment happy-dom
/** The cancer questions: the stage and treatment follow a diagnosis only, and each choice reaches the form's answer. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CancerDetailsWidget } from './CancerDetails.tsx';
import type { FlowFormContext, KindWidgetProps } from '../types.ts';
import { catalogueTranslator, type Catalogue } from '../../src/engine/catalogueText.ts';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';

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

describe('CancerDetails on the page', () => {
  const TYPE = 'Type of cancer';
  const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
  const MESSAGE = 'This question must be answered';

  it('is a group named for the diagnosis, its type question listing every answer after a prompt', async () => {
    await renderKind('CancerDetails');
    expect(screen.getByRole('group', { name: 'About the cancer diagnosis' })).toBeTruthy();
    expect([...select(TYPE).options].map((o) => o.textContent)).toEqual([
      'Choose…', 'Lung cancer', 'Breast cancer', 'Prostate cancer', 'Colorectal cancer', 'Melanoma (skin cancer)',
      'Blood cancer (leukemia, lymphoma or myeloma)', 'Another cancer', 'I have not been diagnosed with cancer',
    ]);
  });

  it('is worded in Spanish on a Spanish page, with no English to fall back on', async () => {
    await renderKind('CancerDetails', { locale: 'es', value: { cancerType: 'lung' } });
    expect(screen.getByRole('group', { name: 'Sobre el diagnóstico de cáncer' })).toBeTruthy();
    expect(select('Tipo de cáncer').selectedOptions[0]?.textContent).toBe('Cáncer de pulmón');
    expect([...select('Etapa').options].map((o) => o.textContent)).toEqual(['Elija…', 'Etapa 0', 'Etapa I', 'Etapa II', 'Etapa III', 'Etapa IV', 'No lo sé']);
    expect(select('Tratamiento').options[1]?.textContent).toBe('Aún no ha comenzado');
  });

  it('is answered with the keyboard alone, the answer holding the keys of the choices', async () => {
    const { user, answer } = await renderKind('CancerDetails');
    await user.tab();
    expect(document.activeElement).toBe(select(TYPE));
    await user.selectOptions(select(TYPE), 'Breast cancer');
    expect(answer()).toEqual({ cancerType: 'breast' });
    await user.tab();
    expect(document.activeElement).toBe(select('Stage'));
    await user.selectOptions(select('Stage'), 'Stage III');
    await user.tab();
    await user.selectOptions(select('Treatment'), 'Finished treatment');
    expect(answer()).toEqual({ cancerType: 'breast', cancerStage: 'stage3', treatmentStatus: 'finishedTreatment' });
    await user.selectOptions(select(TYPE), 'I have not been diagnosed with cancer');
    expect(answer()).toEqual({ cancerType: 'none' });
    expect(screen.getAllByRole('combobox')).toEqual([select(TYPE)]);
  });

  it('shows the answers held when the visitor comes back', async () => {
    await renderKind('CancerDetails', { value: { cancerType: 'melanoma', cancerStage: 'unknown', treatmentStatus: 'recurrence' } });
    expect(select(TYPE).value).toBe('melanoma');
    expect(select('Stage').value).toBe('unknown');
    expect(select('Treatment').value).toBe('recurrence');
  });

  it('in error: each unanswered question is marked invalid and described by the message; out of error: none', async () => {
    const { message } = await renderKind('CancerDetails', { value: { cancerType: 'lung' }, error: MESSAGE });
    expect(message()).toBe(MESSAGE);
    expect(select(TYPE).hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(select(TYPE))).toEqual([]);
    for (const name of ['Stage', 'Treatment']) {
      expect(select(name).getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(select(name))).toEqual([MESSAGE]);
    }
    cleanup();
    await renderKind('CancerDetails', { value: { cancerType: 'lung' } });
    expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    expect(describedBy(select('Stage'))).toEqual([]);
  });
});
