// @vitest-environment happy-dom
/** After a screening that passed: the details the study team will receive, as the visitor's country writes them, and a way back to change them. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderKind, testContext } from '../../tests/support/widgets/renderKind.tsx';
import type { FlowFormContext } from '../types.ts';
import { resolveCountry } from '../../src/core/countries.ts';

afterEach(cleanup);

const STEP = '/signup/ws10/confirm';
const HOME = '/signup/ws10/home?studyId=1005';
const decisions = { ...testContext().decisions, links: { ...testContext().decisions.links, home: HOME } };
const candidate = {
  firstName: 'Ana', lastName: 'Ruiz', birthDate: '1961-04-23', postalCode: '77005', phone: '+17135550186', email: 'ana.ruiz@example.com', country: 'US',
} as FlowFormContext['candidate'];

/** The details as the list pairs them: [what, value]. */
const details = () => [...document.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);

describe('ConfirmEligibility', () => {
  it('asks the visitor to confirm the details the study team will receive, as typed', async () => {
    await renderKind('ConfirmEligibility', { at: STEP, context: { decisions, candidate } });
    expect(screen.getByRole('heading', { level: 1, name: 'Please confirm your details' })).toBeTruthy();
    expect(screen.getByText('You may be a good fit for this study. Before we tell the study team, please check that these details are right.')).toBeTruthy();
    expect(details()).toEqual([
      ['Name', 'Ana Ruiz'], ['Date of birth', '04/23/1961'], ['Postal code', '77005'], ['Phone', '(713) 555-0186'], ['Email', 'ana.ruiz@example.com'],
    ]);
    expect(screen.getByRole('link', { name: 'Change my answers' }).getAttribute('href')).toBe(HOME);
  });

  it('is in Spanish on a Spanish page', async () => {
    await renderKind('ConfirmEligibility', { at: STEP, locale: 'es', context: { decisions, candidate } });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirme sus datos' })).toBeTruthy();
    expect(details().map(([what]) => what)).toEqual(['Nombre', 'Fecha de nacimiento', 'Código postal', 'Teléfono', 'Correo electrónico']);
    expect(screen.getByRole('link', { name: 'Cambiar mis respuestas' }).getAttribute('href')).toBe(HOME);
  });

  it("writes the birth date in the country's order and leaves out what the visitor did not give", async () => {
    const abroad = { ...candidate, lastName: null, email: null, country: 'GB', postalCode: 'SW1A 1AA', phone: '+447700900123' } as FlowFormContext['candidate'];
    await renderKind('ConfirmEligibility', { at: STEP, context: { decisions, candidate: abroad, country: resolveCountry('GB') } });
    expect(details()).toEqual([['Name', 'Ana'], ['Date of birth', '23/04/1961'], ['Postal code', 'SW1A 1AA'], ['Phone', '+44 7700 900123']]);
  });

  it('leads back to the screener with the keyboard alone', async () => {
    const { user, location: where } = await renderKind('ConfirmEligibility', { at: STEP, context: { decisions, candidate } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Change my answers' }));
    await user.keyboard('{Enter}');
    expect(where()).toBe(HOME);
  });
});
