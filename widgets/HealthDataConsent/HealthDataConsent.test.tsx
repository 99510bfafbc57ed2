// @vitest-environment happy-dom
/**
 * The health-data consent (and the e-signature consent, the same widget): a group named by its question, with the
 * authorization a 'yes' gives, answered by two buttons; the choice is a boolean and the buttons give way to a note
 * that takes focus, so the keyboard is not left on the page body.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { describedBy, renderKind, TEST_BRAND, translatorFor } from '../../tests/support/widgets/renderKind.tsx';
import { consentStatement } from '../../src/engine/consentStatements.ts';
import type { Locale } from '../../src/core/locale.ts';
import type { FlowFormContext } from '../types.ts';

afterEach(cleanup);

/** The statement the step page gives: the real one for a US visitor in the page's language (e-signature has none). */
function consentContext(locale: Locale): Partial<FlowFormContext> {
  const campaign = { consent: { us: { en: '' }, international: { en: '' } } };
  return { consentStatement: (field) => consentStatement(field, { campaign, brand: TEST_BRAND, locale, region: 'us', caregiver: false, t: translatorFor(locale) }) };
}

const QUESTION_EN = 'May the study team receive your health data (medical records) to confirm you are a good match?';
const QUESTION_ES = '¿Puede el equipo del estudio recibir sus datos de salud (historia clínica) para confirmar que es un buen candidato?';
const AUTHORIZATION_EN = 'I authorize my healthcare providers to release my medical records to the study team to confirm my eligibility. This authorization is valid for 5 years and I may revoke it at any time.';
const AUTHORIZATION_ES = 'Autorizo a mis proveedores de atención médica a entregar mi historia clínica al equipo del estudio para confirmar que califico. Esta autorización es válida por 5 años y puedo revocarla en cualquier momento.';

describe('HealthDataConsent', () => {
  it('is a group named by its question, with the authorization and No before Yes', async () => {
    await renderKind('HealthDataConsent', { context: consentContext('en') });
    const group = screen.getByRole('group', { name: QUESTION_EN });
    expect(within(group).getByText(AUTHORIZATION_EN)).toBeTruthy();
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['No, I do not consent', 'Yes, I consent']);
  });

  it('is worded in Spanish on a Spanish page', async () => {
    await renderKind('HealthDataConsent', { locale: 'es', context: consentContext('es') });
    const group = screen.getByRole('group', { name: QUESTION_ES });
    expect(within(group).getByText(AUTHORIZATION_ES)).toBeTruthy();
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['No doy mi consentimiento', 'Sí, doy mi consentimiento']);
  });

  it('is answered Yes with the keyboard alone as true, then the note that replaces the buttons has focus', async () => {
    const { user, answer } = await renderKind('HealthDataConsent', { context: consentContext('en') });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, I do not consent' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, I consent' }));
    await user.keyboard('{Enter}');
    expect(answer()).toBe(true);
    const note = screen.getByRole('status');
    expect(note.textContent).toBe('Thank you, your responses have been recorded.');
    expect(document.activeElement).toBe(note);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is answered No with the space bar as false, which is an answer too', async () => {
    const { user, answer } = await renderKind('HealthDataConsent', { context: consentContext('en') });
    await user.tab();
    await user.keyboard(' ');
    expect(answer()).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Thank you, your responses have been recorded.');
  });

  it('shows the choice as recorded when the visitor comes back, without taking focus', async () => {
    const { answer } = await renderKind('HealthDataConsent', { value: false, context: consentContext('en') });
    expect(screen.getByRole('status').textContent).toBe('Thank you, your responses have been recorded.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(document.body);
    expect(answer()).toBe(false);
  });

  it('in error: the group around the buttons is marked invalid and described by its message; out of error: neither', async () => {
    const { message } = await renderKind('HealthDataConsent', { error: 'This field is required', context: consentContext('en') });
    const group = screen.getByRole('group', { name: QUESTION_EN });
    expect(message()).toBe('This field is required');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group)).toEqual(['This field is required']);
    expect(group.contains(screen.getByRole('button', { name: 'Yes, I consent' }))).toBe(true);
    cleanup();
    await renderKind('HealthDataConsent', { context: consentContext('en') });
    const calm = screen.getByRole('group', { name: QUESTION_EN });
    expect(calm.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(calm)).toEqual([]);
  });
});

describe('ESignConsent', () => {
  it('asks the same question, its Yes offering to sign', async () => {
    await renderKind('ESignConsent', { context: consentContext('en') });
    const group = screen.getByRole('group', { name: QUESTION_EN });
    expect(within(group).getByText(AUTHORIZATION_EN)).toBeTruthy();
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['No, I do not consent', 'Yes, sign the consent']);
  });

  it('is worded in Spanish on a Spanish page', async () => {
    await renderKind('ESignConsent', { locale: 'es', context: consentContext('es') });
    const group = screen.getByRole('group', { name: QUESTION_ES });
    expect(within(group).getByText(AUTHORIZATION_ES)).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Sí, firmar el consentimiento' })).toBeTruthy();
  });

  it('is answered Yes with the keyboard alone as true (the page then opens the signing, its yes busy and focused: tests/e2e/ws-variants.spec.ts)', async () => {
    const { user, answer } = await renderKind('ESignConsent', { context: consentContext('en') });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, sign the consent' }));
    await user.keyboard(' ');
    expect(answer()).toBe(true);
    // Not signed yet: the note does not take focus from the yes the page brings back busy.
    expect(document.activeElement).not.toBe(screen.getByRole('status'));
  });

  it('shows a signed consent as recorded when the visitor comes back', async () => {
    await renderKind('ESignConsent', { value: true, context: consentContext('en') });
    expect(screen.getByRole('status').textContent).toBe('Thank you, your responses have been recorded.');
    expect(screen.queryByRole('button', { name: 'Yes, sign the consent' })).toBeNull();
  });

  it('in error: the group is marked invalid and described by its message; out of error: neither', async () => {
    await renderKind('ESignConsent', { error: 'This field is required', context: consentContext('en') });
    const group = screen.getByRole('group', { name: QUESTION_EN });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group)).toEqual(['This field is required']);
    cleanup();
    await renderKind('ESignConsent', { context: consentContext('en') });
    expect(screen.getByRole('group', { name: QUESTION_EN }).hasAttribute('aria-invalid')).toBe(false);
  });
});
