// @vitest-environment happy-dom
/** The medical-records authorization: the words stored with the choice, and a box they describe, ticked or not. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind, TEST_BRAND, translatorFor } from '../../tests/support/widgets/renderKind.tsx';
import { consentStatement } from '../../src/engine/consentStatements.ts';
import type { Locale } from '../../src/core/locale.ts';
import type { FlowFormContext } from '../types.ts';

afterEach(cleanup);

function consentContext(locale: Locale): Partial<FlowFormContext> {
  const campaign = { consent: { us: { en: '' }, international: { en: '' } } };
  return { consentStatement: (field) => consentStatement(field, { campaign, brand: TEST_BRAND, locale, region: 'us', caregiver: false, t: translatorFor(locale) }) };
}

const AUTHORIZATION_EN = 'I authorize my healthcare providers to release my medical records to the study team to confirm my eligibility. This authorization is valid for 5 years and I may revoke it at any time.';
const AUTHORIZATION_ES = 'Autorizo a mis proveedores de atención médica a entregar mi historia clínica al equipo del estudio para confirmar que califico. Esta autorización es válida por 5 años y puedo revocarla en cualquier momento.';
const CHECKBOX_EN = 'I authorize the release of my medical records.';
const CHECKBOX_ES = 'Autorizo la entrega de mi historia clínica.';

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('MedicalRecordsConsent', () => {
  it('is a box labelled with the authorization it gives and described by its full words, unticked at first', async () => {
    await renderKind('MedicalRecordsConsent', { context: consentContext('en') });
    expect(box(CHECKBOX_EN).checked).toBe(false);
    expect(describedBy(box(CHECKBOX_EN))).toEqual([AUTHORIZATION_EN]);
  });

  it('is worded in Spanish on a Spanish page', async () => {
    await renderKind('MedicalRecordsConsent', { locale: 'es', context: consentContext('es') });
    expect(describedBy(box(CHECKBOX_ES))).toEqual([AUTHORIZATION_ES]);
  });

  it('is ticked and unticked with the keyboard alone, as true and false', async () => {
    const { user, answer } = await renderKind('MedicalRecordsConsent', { context: consentContext('en') });
    await user.tab();
    expect(document.activeElement).toBe(box(CHECKBOX_EN));
    await user.keyboard(' ');
    expect(box(CHECKBOX_EN).checked).toBe(true);
    expect(answer()).toBe(true);
    await user.keyboard(' ');
    expect(box(CHECKBOX_EN).checked).toBe(false);
    expect(answer()).toBe(false);
  });

  it('shows the authorization given when the visitor comes back', async () => {
    await renderKind('MedicalRecordsConsent', { value: true, context: consentContext('en') });
    expect(box(CHECKBOX_EN).checked).toBe(true);
  });

  it('in error: the box is marked invalid and described by the words and the message; out of error: by the words alone', async () => {
    const { message } = await renderKind('MedicalRecordsConsent', { error: 'This field is required', context: consentContext('en') });
    expect(message()).toBe('This field is required');
    expect(box(CHECKBOX_EN).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box(CHECKBOX_EN))).toEqual([AUTHORIZATION_EN, 'This field is required']);
    cleanup();
    await renderKind('MedicalRecordsConsent', { context: consentContext('en') });
    expect(box(CHECKBOX_EN).hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box(CHECKBOX_EN))).toEqual([AUTHORIZATION_EN]);
  });
});
