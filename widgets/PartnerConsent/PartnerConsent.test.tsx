// @vitest-environment happy-dom
/**
 * The partner screener's consent, read to the patient: connect to the study team (yes/no), then, after a yes, transfer
 * the information (yes/no); a no ends the call. The question still to answer is the one in error.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { describedBy, renderKind, TEST_BRAND, translatorFor } from '../../tests/support/widgets/renderKind.tsx';
import { consentStatement } from '../../src/engine/consentStatements.ts';
import type { Locale } from '../../src/core/locale.ts';
import type { FlowFormContext } from '../types.ts';
import { fieldControl, fieldName } from '../../src/app/form/fieldWrapper.ts';

afterEach(cleanup);

function consentContext(locale: Locale): Partial<FlowFormContext> {
  const campaign = { consent: { us: { en: '' }, international: { en: '' } } };
  return { consentStatement: (field, partner) => consentStatement(field, { campaign, brand: TEST_BRAND, locale, region: 'us', caregiver: false, t: translatorFor(locale) }, partner) };
}

const CONNECT = 'Would the patient like to be connected with the study team?';
const TRANSFER = "May we transfer the patient's information to the study team?";
const CLOSE = 'Thank the patient for their time and close the call.';

const question = (name: string) => screen.getByRole('group', { name });
const button = (group: string, name: string) => within(question(group)).getByRole('button', { name });
const pressed = (group: string) => within(question(group)).getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent);

describe('PartnerConsent', () => {
  it('asks the connect question alone at first, with Yes and No', async () => {
    await renderKind('PartnerConsent', { context: consentContext('en') });
    expect(within(question(CONNECT)).getAllByRole('button').map((b) => b.textContent)).toEqual(['Yes', 'No']);
    expect(pressed(CONNECT)).toEqual([]);
    expect(screen.queryByRole('group', { name: TRANSFER })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks both questions in Spanish on a Spanish page', async () => {
    await renderKind('PartnerConsent', { locale: 'es', value: { connect: 'yes' }, context: consentContext('es') });
    const connect = screen.getByRole('group', { name: '¿Desea el paciente que lo comuniquemos con el equipo del estudio?' });
    expect(within(connect).getAllByRole('button').map((b) => b.textContent)).toEqual(['Sí', 'No']);
    expect(screen.getByRole('group', { name: '¿Podemos enviar la información del paciente al equipo del estudio?' })).toBeTruthy();
  });

  it('is answered yes and yes with the keyboard alone, the transfer question showing after the first yes', async () => {
    const { user, answer } = await renderKind('PartnerConsent', { context: consentContext('en') });
    await user.tab();
    expect(document.activeElement).toBe(button(CONNECT, 'Yes'));
    await user.keyboard('{Enter}');
    expect(answer()).toEqual({ connect: 'yes' });
    expect(pressed(CONNECT)).toEqual(['Yes']);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button(TRANSFER, 'Yes'));
    await user.keyboard(' ');
    expect(answer()).toEqual({ connect: 'yes', transfer: 'yes' });
    expect(pressed(TRANSFER)).toEqual(['Yes']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ends the call politely on a no to the transfer, keeping the yes to connect', async () => {
    const { user, answer } = await renderKind('PartnerConsent', { value: { connect: 'yes' }, context: consentContext('en') });
    await user.click(button(TRANSFER, 'No'));
    expect(answer()).toEqual({ connect: 'yes', transfer: 'no' });
    expect(screen.getByRole('status').textContent).toBe(CLOSE);
  });

  it('drops the transfer answer when the connect answer becomes no', async () => {
    const { user, answer } = await renderKind('PartnerConsent', { value: { connect: 'yes', transfer: 'yes' }, context: consentContext('en') });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button(CONNECT, 'No'));
    await user.keyboard('{Enter}');
    expect(answer()).toEqual({ connect: 'no' });
    expect(screen.queryByRole('group', { name: TRANSFER })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(CLOSE);
  });

  it('shows the answers held when the visitor comes back', async () => {
    await renderKind('PartnerConsent', { value: { connect: 'yes', transfer: 'no' }, context: consentContext('en') });
    expect(pressed(CONNECT)).toEqual(['Yes']);
    expect(pressed(TRANSFER)).toEqual(['No']);
    expect(screen.getByRole('status').textContent).toBe(CLOSE);
  });

  it('in error: the question still to answer is marked invalid and described by the message, the answered one is not', async () => {
    const { message } = await renderKind('PartnerConsent', { error: 'This question must be answered', context: consentContext('en') });
    expect(message()).toBe('This question must be answered');
    expect(question(CONNECT).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(question(CONNECT))).toEqual(['This question must be answered']);
    cleanup();
    await renderKind('PartnerConsent', { value: { connect: 'yes' }, error: 'This question must be answered', context: consentContext('en') });
    expect(question(CONNECT).hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(question(CONNECT))).toEqual([]);
    expect(question(TRANSFER).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(question(TRANSFER))).toEqual(['This question must be answered']);
  });

  it('names the question still to answer in the error summary, and focuses its first button, before its own message shows', async () => {
    const { wrapper } = await renderKind('PartnerConsent', { value: { connect: 'yes' }, context: consentContext('en') });
    const field = wrapper.querySelector('.partner-consent')?.parentElement as Element;
    expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    expect(fieldName(field)).toBe(TRANSFER);
    expect(fieldControl(field)).toBe(button(TRANSFER, 'Yes'));
    cleanup();
    const first = await renderKind('PartnerConsent', { context: consentContext('en') });
    expect(fieldName(first.wrapper.querySelector('.partner-consent')?.parentElement as Element)).toBe(CONNECT);
  });

  it('out of error: no question is marked', async () => {
    await renderKind('PartnerConsent', { value: { connect: 'yes' }, context: consentContext('en') });
    expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    expect(describedBy(question(TRANSFER))).toEqual([]);
  });
});
