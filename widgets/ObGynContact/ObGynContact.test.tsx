// @vitest-environment happy-dom
/** The OB/GYN's name and phone, each a labelled text box whose typing reaches the form's answer. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ObGynContactWidget } from './ObGynContact.tsx';
import type { FlowFormContext, KindWidgetProps } from '../types.ts';
import { catalogueTranslator, type Catalogue } from '../../src/engine/catalogueText.ts';

afterEach(cleanup);

const catalogue = (locale: string) => JSON.parse(readFileSync(`locales/${locale}/translation.json`, 'utf8')) as Catalogue;

describe('ObGynContact', () => {
  it("keeps the doctor's name and phone together, in Spanish on a Spanish page", () => {
    const onChange = vi.fn();
    const context = { t: catalogueTranslator(catalogue('es'), catalogue('en'), {}, 'es'), locale: 'es', caregiver: false } as unknown as FlowFormContext;
    render(<ObGynContactWidget {...({ id: 'root_obGyn', value: { fullName: 'Ruth Ortega' }, onChange, rawErrors: ['x'], options: { kindField: { kind: 'ObGynContact' }, required: true }, registry: { formContext: context } } as unknown as KindWidgetProps)} />);
    expect(screen.getByRole('group', { name: 'Su ginecólogo/a obstetra' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Teléfono del médico'), { target: { value: '713 555 0110' } });
    expect(onChange).toHaveBeenLastCalledWith({ fullName: 'Ruth Ortega', phone: '713 555 0110' });
    expect(screen.getByLabelText('Nombre completo del médico').getAttribute('aria-describedby')).toBe('root_obGyn-error');
  });
});
