// @vitest-environment happy-dom
/**
 * The contact consent as a real campaign words it: a visitor who must consent explicitly ticks a box described by the
 * wording, in the page's language; a US visitor reads the wording and goes on, with no box to tick.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind, TEST_BRAND, translatorFor } from '../../tests/support/widgets/renderKind.tsx';
import { consentStatement } from '../../src/engine/consentStatements.ts';
import { resolveCountry } from '../../src/core/countries.ts';
import { legalUrl } from '../../src/core/site.ts';
import type { Campaign } from '../../src/engine/campaign.ts';
import type { Locale } from '../../src/core/locale.ts';
import type { FlowFormContext } from '../types.ts';

afterEach(cleanup);

const campaign = JSON.parse(readFileSync('campaigns/s6.json', 'utf8')) as Pick<Campaign, 'consent'>;

/** What the step page hands the widget: the campaign's statement for the visitor's country, in the page's language. */
function consentContext(locale: Locale, countryCode: 'GB' | 'US'): Partial<FlowFormContext> {
  const country = resolveCountry(countryCode);
  const region = country.gdprConsentRequired ? 'international' : 'us';
  return { country, consentStatement: (field) => consentStatement(field, { campaign, brand: TEST_BRAND, locale, region, caregiver: false, t: translatorFor(locale) }) };
}

const GB_WORDING_EN = "I agree to be contacted by phone, text message and email about clinical studies and to the privacy policy and terms of use. I agree that my answers may be shared with the study doctor's office and with my doctor's office.";
const GB_WORDING_ES = 'Acepto que me contacten por teléfono, mensaje de texto y correo electrónico sobre estudios clínicos y acepto la política de privacidad y los términos de uso. Acepto que mis respuestas se compartan con el consultorio del médico del estudio y con el consultorio de mi médico.';
const US_WORDING_EN = "By continuing, I agree to be contacted by phone, text message and email about clinical studies and to the privacy policy and terms of use. I agree that my answers may be shared with the study doctor's office.";

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('GenericConsent', () => {
  it('asks a visitor who must consent explicitly to tick a box described by the wording, with the legal links', async () => {
    await renderKind('GenericConsent', { context: consentContext('en', 'GB') });
    const checkbox = box('I agree to the terms above.');
    expect(checkbox.checked).toBe(false);
    expect(describedBy(checkbox)).toEqual([GB_WORDING_EN]);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Privacy policy (opens in a new tab)', 'Terms of use (opens in a new tab)',
      'Consumer health data privacy notice (opens in a new tab)', 'Health-insurance-portability notice (opens in a new tab)',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual((['privacy', 'terms', 'healthData', 'hipaa'] as const).map((page) => legalUrl(TEST_BRAND, page, 'en')));
    expect(links.every((l) => l.getAttribute('target') === '_blank')).toBe(true);
  });

  it('is worded in Spanish on a Spanish page, the brand word included', async () => {
    await renderKind('GenericConsent', { locale: 'es', context: consentContext('es', 'GB') });
    const checkbox = box('Acepto los términos anteriores.');
    expect(describedBy(checkbox)).toEqual([GB_WORDING_ES]);
    expect(screen.getByRole('link', { name: 'Política de privacidad (se abre en una pestaña nueva)' }).getAttribute('href')).toBe(legalUrl(TEST_BRAND, 'privacy', 'es'));
    expect(screen.getByText(/^Lea nuestros documentos:/)).toBeTruthy();
  });

  it('shows a US visitor the wording alone: going on is the consent, so there is no box and no answer', async () => {
    const { answer } = await renderKind('GenericConsent', { context: consentContext('en', 'US') });
    expect(screen.getByText(US_WORDING_EN)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(answer()).toBeUndefined();
  });

  it('is ticked and unticked with the keyboard alone, after the legal links, as true and false', async () => {
    const { user, answer } = await renderKind('GenericConsent', { context: consentContext('en', 'GB') });
    const checkbox = box('I agree to the terms above.');
    // The four legal links come first in the reading order, then the box.
    for (let i = 0; i < 5; i++) await user.tab();
    expect(document.activeElement).toBe(checkbox);
    await user.keyboard(' ');
    expect(checkbox.checked).toBe(true);
    expect(answer()).toBe(true);
    await user.keyboard(' ');
    expect(checkbox.checked).toBe(false);
    expect(answer()).toBe(false);
  });

  it('shows the consent given when the visitor comes back', async () => {
    await renderKind('GenericConsent', { value: true, context: consentContext('en', 'GB') });
    expect(box('I agree to the terms above.').checked).toBe(true);
  });

  it('in error: the box is marked invalid and described by the wording and the message; out of error: by the wording alone', async () => {
    const { message } = await renderKind('GenericConsent', { error: 'Please tick the box to give your consent.', context: consentContext('en', 'GB') });
    const checkbox = box('I agree to the terms above.');
    expect(message()).toBe('Please tick the box to give your consent.');
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(checkbox)).toEqual([GB_WORDING_EN, 'Please tick the box to give your consent.']);
    cleanup();
    await renderKind('GenericConsent', { context: consentContext('en', 'GB') });
    const calm = box('I agree to the terms above.');
    expect(calm.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(calm)).toEqual([GB_WORDING_EN]);
  });
});
