// @vitest-environment happy-dom
/** A study search's thank-you: by name when given, what becomes of a saved lead, and 'Search again' by keyboard. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderKind, testContext } from '../../tests/support/widgets/renderKind.tsx';
import type { FlowFormContext } from '../types.ts';

afterEach(cleanup);

const STEP = '/signup/ss6/thanks';
const HOME = '/signup/ss6/home?utm_source=newsletter';
const decisions = { ...testContext().decisions, links: { ...testContext().decisions.links, home: HOME } };
const named = { firstName: 'Ana', subjectSaved: true } as FlowFormContext['candidate'];
const anonymous = { firstName: null, subjectSaved: false } as FlowFormContext['candidate'];

describe('SearchThankYou', () => {
  it('thanks a visitor by name and says their information is kept', async () => {
    await renderKind('SearchThankYou', { at: STEP, context: { decisions, candidate: named } });
    expect(screen.getByRole('heading', { level: 1, name: 'Ana, thank you for searching' })).toBeTruthy();
    expect(screen.getByText("We'll keep your information on file and reach out when new studies become available near you.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search again' }).getAttribute('href')).toBe(HOME);
  });

  it('without a name or a saved lead: a plain thanks and an invitation to search again', async () => {
    await renderKind('SearchThankYou', { at: STEP, context: { decisions, candidate: anonymous } });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for searching' })).toBeTruthy();
    expect(screen.getByText('New studies open all the time: search again whenever you like.')).toBeTruthy();
    expect(screen.queryByText(/keep your information/)).toBeNull();
  });

  it('is in Spanish on a Spanish page', async () => {
    await renderKind('SearchThankYou', { at: STEP, locale: 'es', context: { decisions, candidate: named } });
    expect(screen.getByRole('heading', { level: 1, name: 'Ana, gracias por buscar' })).toBeTruthy();
    expect(screen.getByText('Guardaremos su información y nos pondremos en contacto cuando haya nuevos estudios disponibles cerca de usted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar de nuevo' }).getAttribute('href')).toBe(HOME);
  });

  it('is in Spanish without a name or a saved lead too', async () => {
    await renderKind('SearchThankYou', { at: STEP, locale: 'es', context: { decisions, candidate: anonymous } });
    expect(screen.getByRole('heading', { level: 1, name: 'Gracias por buscar' })).toBeTruthy();
    expect(screen.getByText('Se abren nuevos estudios todo el tiempo: vuelva a buscar cuando quiera.')).toBeTruthy();
  });

  it("leads back to the search's first step with the keyboard alone", async () => {
    const { user, location: where } = await renderKind('SearchThankYou', { at: STEP, context: { decisions, candidate: named } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Search again' }));
    await user.keyboard('{Enter}');
    expect(where()).toBe(HOME);
  });
});
