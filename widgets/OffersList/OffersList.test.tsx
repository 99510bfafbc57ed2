// @vitest-environment happy-dom
/** Direct offers near the visitor: the notices before there are any, then one card per offer with its partner's button. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderKind } from '../../tests/support/widgets/renderKind.tsx';
import type { FlowFormContext } from '../types.ts';
import type { Offer } from '../../src/core/offer.ts';
import { followedLinks } from '../../tests/support/widgets/followedLinks.ts';

afterEach(cleanup);

const near = { firstName: 'Ana', postalCode: '77005', country: 'US' } as FlowFormContext['candidate'];
const LONG = `${'Adults with seasonal allergies may join a six-week study of a new nasal spray. '.repeat(3)}Visits are in the evening.`;
const offers: Offer[] = [
  {
    id: 'of-1', title: 'Allergy relief study', description: LONG, compensation: 'Up to $600', requirements: 'Adults 18-65 with hay fever',
    imageUrl: 'https://cdn.example/allergy.png', url: 'https://partner.example/allergy?ref=tw', brand: { titleColor: '#123456', buttonColor: '#abcdef', buttonText: 'Apply now' }, language: 'en',
  },
  {
    id: 'of-2', title: 'Sleep survey', description: 'A short survey about how you sleep.', compensation: null, requirements: null,
    imageUrl: null, url: 'https://other.example/sleep', brand: { titleColor: '#000000', buttonColor: '#ff0000', buttonText: 'Take the survey' }, language: 'fr',
  },
];

describe('OffersList', () => {
  it('shows one card per offer: title, the first 200 characters, compensation, who can take part and the button', async () => {
    await renderKind('OffersList', { context: { candidate: near, offers } });
    const first = screen.getByTestId('offer-of-1');
    expect(within(first).getByRole('heading', { level: 2, name: 'Allergy relief study' })).toBeTruthy();
    expect(within(first).getByText(`${LONG.slice(0, 200)}…`)).toBeTruthy();
    expect(within(first).getByText('Up to $600')).toBeTruthy();
    expect([...first.querySelectorAll('p')].map((p) => p.textContent)).toContain('Who can take part: Adults 18-65 with hay fever');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/allergy.png');
    const apply = within(first).getByRole('link', { name: 'Apply now (opens in a new tab)' });
    expect([apply.getAttribute('href'), apply.getAttribute('target'), apply.getAttribute('rel')]).toEqual(['https://partner.example/allergy?ref=tw', '_blank', 'noopener noreferrer']);
    const second = screen.getByTestId('offer-of-2');
    // Without compensation or requirements, the card says only what the offer is.
    expect([...second.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['A short survey about how you sleep.']);
    expect(second.querySelector('img')).toBeNull();
    expect(within(second).getByRole('link', { name: 'Take the survey (opens in a new tab)' }).getAttribute('href')).toBe('https://other.example/sleep');
  });

  it('says why there is no offer yet: no postal code, still loading, or none near', async () => {
    await renderKind('OffersList', { context: { candidate: { ...near, postalCode: null }, offers } });
    expect(screen.getByRole('status').textContent).toBe('Add your postal code to the link (postal=…) to see offers near you.');
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    await renderKind('OffersList', { context: { candidate: near, offers: null } });
    expect(screen.getByRole('status').textContent).toBe('Loading offers…');
    cleanup();
    await renderKind('OffersList', { context: { candidate: near, offers: [] } });
    expect(screen.getByRole('status').textContent).toBe('There are no offers for your area right now.');
    cleanup();
    // A postal code the server does not know: said, rather than 'no offers for your area'.
    await renderKind('OffersList', { context: { candidate: near, offers: 'unknownPostalCode' } });
    expect(screen.getByRole('status').textContent).toBe("We could not find the postal code in the link, so we cannot show offers near you. Check the link's postal code (postal=…).");
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    // A code the link gave that is not one of the visitor's country (never filled in): said the same, not 'add one'.
    await renderKind('OffersList', { context: { candidate: { ...near, postalCode: null }, offers: 'unknownPostalCode' } });
    expect(screen.getByRole('status').textContent).toBe("We could not find the postal code in the link, so we cannot show offers near you. Check the link's postal code (postal=…).");
  });

  it('is in Spanish on a Spanish page', async () => {
    await renderKind('OffersList', { locale: 'es', context: { candidate: near, offers } });
    expect([...screen.getByTestId('offer-of-1').querySelectorAll('p')].map((p) => p.textContent)).toContain('Quién puede participar: Adults 18-65 with hay fever');
    expect(screen.getByRole('link', { name: 'Apply now (se abre en una pestaña nueva)' })).toBeTruthy();
    // The advertiser's words are marked with their language, the page's own on the card with Spanish.
    const card = screen.getByTestId('offer-of-1');
    expect(card.getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('offer-of-2').getAttribute('lang')).toBe('fr');
    expect([...card.querySelectorAll('[lang="es"]')].map((el) => el.textContent)).toEqual(['Quién puede participar:', ' (se abre en una pestaña nueva)']);
    cleanup();
    await renderKind('OffersList', { locale: 'es', context: { candidate: { ...near, postalCode: null }, offers: null } });
    expect(screen.getByRole('status').textContent).toBe('Agregue su código postal al enlace (postal=…) para ver ofertas cerca de usted.');
    cleanup();
    await renderKind('OffersList', { locale: 'es', context: { candidate: near, offers: null } });
    expect(screen.getByRole('status').textContent).toBe('Cargando ofertas…');
    cleanup();
    await renderKind('OffersList', { locale: 'es', context: { candidate: near, offers: [] } });
    expect(screen.getByRole('status').textContent).toBe('No hay ofertas para su zona en este momento.');
    cleanup();
    await renderKind('OffersList', { locale: 'es', context: { candidate: near, offers: 'unknownPostalCode' } });
    expect(screen.getByRole('status').textContent).toBe('No encontramos el código postal del enlace, así que no podemos mostrarle ofertas cercanas. Revise el código postal del enlace (postal=…).');
  });

  it("follows each offer's button with the keyboard alone, in the cards' order", async () => {
    const followed = followedLinks();
    const { user } = await renderKind('OffersList', { context: { candidate: near, offers } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Apply now (opens in a new tab)' }));
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Take the survey (opens in a new tab)' }));
    await user.keyboard('{Enter}');
    expect(followed).toEqual(['https://partner.example/allergy?ref=tw', 'https://other.example/sleep']);
  });
});
