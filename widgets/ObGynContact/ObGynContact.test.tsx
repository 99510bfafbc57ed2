// @vitest-environment happy-dom
/** The OB/GYN's name and phone, each a labelled text box whose typing reaches the form's answer; in error, the box the message is about. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ObGynContactWidget } from './ObGynContact.tsx';
import type { FlowFormContext, KindWidgetProps } from '../types.ts';
import { catalogueTranslator, type Catalogue } from '../../src/engine/catalogueText.ts';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';

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
    // A valid name with no phone: the message is about the phone.
    expect(screen.getByLabelText('Teléfono del médico').getAttribute('aria-describedby')).toBe('root_obGyn-error');
    expect(screen.getByLabelText('Nombre completo del médico').getAttribute('aria-describedby')).toBeNull();
  });
});

describe('ObGynContact on the page', () => {
  const NAME = "Doctor's full name";
  const PHONE = "Doctor's phone number";
  const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

  it('is a group named for the doctor, with the name and phone boxes labelled, in English and in Spanish', async () => {
    await renderKind('ObGynContact');
    const group = screen.getByRole('group', { name: 'Your OB/GYN (obstetrician-gynecologist)' });
    expect(within(group).getAllByRole('textbox')).toEqual([box(NAME), box(PHONE)]);
    expect(box(PHONE).type).toBe('tel');
    cleanup();
    await renderKind('ObGynContact', { locale: 'es' });
    expect(screen.getByRole('group', { name: 'Su ginecólogo/a obstetra' })).toBeTruthy();
    expect(box('Nombre completo del médico')).toBeTruthy();
    expect(box('Teléfono del médico')).toBeTruthy();
  });

  it('is filled in with the keyboard alone, the answer holding the name and phone as typed', async () => {
    const { user, answer } = await renderKind('ObGynContact');
    await user.tab();
    expect(document.activeElement).toBe(box(NAME));
    await user.keyboard('Ruth Ortega');
    await user.tab();
    expect(document.activeElement).toBe(box(PHONE));
    await user.keyboard('713-555-0110');
    expect(answer()).toEqual({ fullName: 'Ruth Ortega', phone: '713-555-0110' });
  });

  it('shows the doctor held when the visitor comes back', async () => {
    await renderKind('ObGynContact', { value: { fullName: 'Ruth Ortega', phone: '713-555-0110' } });
    expect(box(NAME).value).toBe('Ruth Ortega');
    expect(box(PHONE).value).toBe('713-555-0110');
  });

  it('in error with nothing given: both boxes are marked invalid and described by the message', async () => {
    const { message } = await renderKind('ObGynContact', { error: 'This field is required' });
    expect(message()).toBe('This field is required');
    for (const name of [NAME, PHONE]) {
      expect(box(name).getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(box(name))).toEqual(['This field is required']);
    }
  });

  it('in error about the name: the name box alone is marked, the phone is not', async () => {
    await renderKind('ObGynContact', { value: { fullName: 'Ruth', phone: '713-555-0110' }, error: 'Please enter a valid full name' });
    expect(box(NAME).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box(NAME))).toEqual(['Please enter a valid full name']);
    expect(box(PHONE).hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box(PHONE))).toEqual([]);
  });

  it('in error about the phone: the phone box alone is marked, a valid name is not', async () => {
    // The rule checks the name first, so a message with a valid name is about the phone.
    await renderKind('ObGynContact', { value: { fullName: 'Ruth Ortega', phone: '555' }, error: 'Please enter a valid phone number' });
    expect(box(PHONE).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box(PHONE))).toEqual(['Please enter a valid phone number']);
    expect(box(NAME).hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box(NAME))).toEqual([]);
  });

  it('out of error: neither box is marked or described', async () => {
    const { message } = await renderKind('ObGynContact', { value: { fullName: 'Ruth' } });
    expect(message()).toBe('');
    for (const name of [NAME, PHONE]) {
      expect(box(name).hasAttribute('aria-invalid')).toBe(false);
      expect(describedBy(box(name))).toEqual([]);
    }
  });
});
