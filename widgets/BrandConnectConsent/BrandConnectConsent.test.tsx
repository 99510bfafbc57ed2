// @vitest-environment happy-dom
/** The brand's text-message consent: one box labelled with the very words sent with each change, ticked or not. */
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

const LABEL_EN = 'Yes, send me automated text messages about studies and offers from 55019. Message frequency varies; reply STOP to opt out or HELP for help.';
const LABEL_ES = 'Sí, envíenme mensajes de texto automáticos sobre estudios y ofertas desde el 55019. La frecuencia de los mensajes varía; responda STOP para cancelar o HELP para obtener ayuda.';

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('BrandConnectConsent', () => {
  it("is a box labelled with the consent's words and the brand's short code, unticked at first", async () => {
    const { answer } = await renderKind('BrandConnectConsent', { context: consentContext('en') });
    expect(box(LABEL_EN).checked).toBe(false);
    expect(answer()).toBeUndefined();
  });

  it('is labelled in Spanish on a Spanish page', async () => {
    await renderKind('BrandConnectConsent', { locale: 'es', context: consentContext('es') });
    expect(box(LABEL_ES).checked).toBe(false);
  });

  it('is ticked and unticked with the keyboard alone, as true and false', async () => {
    const { user, answer } = await renderKind('BrandConnectConsent', { context: consentContext('en') });
    await user.tab();
    expect(document.activeElement).toBe(box(LABEL_EN));
    await user.keyboard(' ');
    expect(box(LABEL_EN).checked).toBe(true);
    expect(answer()).toBe(true);
    await user.keyboard(' ');
    expect(answer()).toBe(false);
  });

  it('shows the consent given when the visitor comes back', async () => {
    await renderKind('BrandConnectConsent', { value: true, context: consentContext('en') });
    expect(box(LABEL_EN).checked).toBe(true);
  });

  it('in error: the box is marked invalid and described by its message; out of error: neither', async () => {
    // A campaign may add a rule to this choice, so the box can be in error like any other.
    const { message } = await renderKind('BrandConnectConsent', { error: 'This field is required', context: consentContext('en') });
    expect(message()).toBe('This field is required');
    expect(box(LABEL_EN).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box(LABEL_EN))).toEqual(['This field is required']);
    cleanup();
    await renderKind('BrandConnectConsent', { context: consentContext('en') });
    expect(box(LABEL_EN).hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box(LABEL_EN))).toEqual([]);
  });
});
