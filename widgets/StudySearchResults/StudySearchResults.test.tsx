// @vitest-environment happy-dom
/**
 * The study search's results: the count for screen readers, the search's message, and the study cards (own and
 * nearby) linking where the page's rules send each one: the study's own screener in a new tab, else the prescreen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderKind, testContext } from '../../tests/support/widgets/renderKind.tsx';
import type { FlowFormContext, PageDecisions } from '../types.ts';
import type { StudyCard, StudySearchResponse } from '../../src/generated/api/study-search.response.ts';
import { searchMessage, studyCardTarget } from '../../src/engine/studySearch.ts';
import { followedLinks } from '../../tests/support/widgets/followedLinks.ts';
import { COUNTRIES } from '../../src/core/countries.ts';

afterEach(cleanup);

const categories: FlowFormContext['categories'] = [{ id: 1, name: 'Lungs', indications: [{ id: 5, name: 'Asthma', showForSignup: true, slug: 'asthma' }, { id: 6, name: 'COPD', showForSignup: true, slug: 'copd' }] }];
const visitor = { firstName: 'Ana', postalCode: '77005', country: 'US', indicationIds: [5] } as unknown as FlowFormContext['candidate'];
const query = { utm_source: 'newsletter', ps: 's6' } as FlowFormContext['query'];
/** The page's rules for this visit: cards keep the visit's query and name the chosen condition. */
const decisions: PageDecisions = {
  ...testContext().decisions, searchMessage,
  cardTarget: (card) => studyCardTarget(card, query, visitor.indicationIds, { flow: 'ws10', homePath: 'home' }),
};
const LONG = `${'A twelve-week study of an inhaled medicine for adults whose asthma is not controlled. '.repeat(3)}`;
const card = (id: number, over: Partial<StudyCard>): StudyCard => ({
  id, title: `Study ${id}`, description: 'A study.', distance: 3.4, compensation: null, indicationIds: [5], indicationNames: ['Asthma'], webScreenerUrl: null, healthyVolunteer: false, ...over,
});
const found: StudySearchResponse = {
  valid: true, searchedPostalCode: '77005',
  studies: [
    card(1005, { title: 'Asthma control study', description: LONG, distance: 12.4, compensation: 500 }),
    card(1007, { title: 'Inhaler comparison', webScreenerUrl: 'https://screener.partner.example/inhaler', distance: 0.6 }),
  ],
  nearbyStudies: [card(1010, { title: 'Lung health registry', indicationIds: [6], indicationNames: ['COPD'], distance: 48.5 })],
};

const cardOf = (id: number) => screen.getByTestId(`study-${id}`);

describe('StudySearchResults', () => {
  it('shows nothing before a search', async () => {
    const { wrapper } = await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: null } });
    expect(wrapper.textContent).toBe('');
  });

  it("takes focus to what a search found, above the Search button, and counts it in a live region that was there before", async () => {
    const { changeContext } = await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: null } });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    changeContext({ search: found, searchesMade: 1 });
    // The same live region, filled: one made already filled is often not read.
    expect(screen.getAllByRole('status')[0]).toBe(status);
    expect(status.textContent).toBe('3 studies found');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Studies for you' }));
    // Only nearby studies: their heading. Nothing found: the notice that says so.
    changeContext({ search: { ...found, studies: [] }, searchesMade: 2 });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Other studies near you' }));
    // Nothing found: no card to reach; the notice, a live region, says so, and the count is emptied.
    screen.getByRole('heading', { level: 2 }).blur();
    changeContext({ search: { ...found, studies: [], nearbyStudies: [] }, searchesMade: 3 });
    expect(document.activeElement).toBe(document.body);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['', "Sorry, no studies are currently recruiting in your area. We'll keep your information on file and reach out when new studies become available."]);
  });

  it('takes focus to the results again when Search, pressed again, finds what it found before (an equal answer)', async () => {
    const { changeContext } = await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: null } });
    changeContext({ search: found, searchesMade: 1 });
    const heading = screen.getByRole('heading', { level: 2, name: 'Studies for you' });
    expect(document.activeElement).toBe(heading);
    heading.blur();
    // Another render without a new search (a key typed elsewhere) leaves focus where it is.
    changeContext({ search: found, searchesMade: 1, offers: [] });
    expect(document.activeElement).toBe(document.body);
    changeContext({ search: { ...found }, searchesMade: 2 });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Studies for you' }));
  });

  it("takes focus to the results when they come in a field mounted with them while Search has focus (ss7's form gives way to them)", async () => {
    const search = document.createElement('button');
    search.type = 'submit';
    document.body.append(search);
    search.focus();
    await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: found, searchesMade: 1 } });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Studies for you' }));
    search.remove();
  });

  it('takes focus to the results when Enter in a field of the form made the search and the field went away with it (ss7)', async () => {
    const email = document.createElement('input');
    document.body.append(email);
    email.focus();
    email.remove();
    expect(document.activeElement).toBe(document.body);
    await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: found, searchesMade: 1 } });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Studies for you' }));
  });

  it("leaves focus on a step's heading when the results come with the step, a search made earlier on this page", async () => {
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    document.body.append(heading);
    heading.focus();
    await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: found, searchesMade: 2 } });
    expect(document.activeElement).toBe(heading);
    heading.remove();
  });

  it('leaves focus where it is when the page opens with a search already made (a visitor back from a study)', async () => {
    await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: found } });
    expect(document.activeElement).toBe(document.body);
  });

  it('counts the studies for a screen reader and lists own and nearby studies under their headings', async () => {
    await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: found } });
    expect(screen.getByRole('status').textContent).toBe('3 studies found');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Studies for you', 'Other studies near you']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Asthma control study', 'Inhaler comparison', 'Lung health registry']);
    expect(within(cardOf(1005)).getByText(`${LONG.slice(0, 200)}…`)).toBeTruthy();
    expect(within(cardOf(1005)).getByText('12 miles away · up to $500')).toBeTruthy();
    expect(within(cardOf(1010)).getByText('49 miles away')).toBeTruthy();
    // One mile is a mile.
    expect(within(cardOf(1007)).getByText('1 mile away')).toBeTruthy();
  });

  it("gives distances in the unit of the visitor's country, and a site closer than half of one as less than one", async () => {
    const close = { ...found, studies: [card(1005, { distance: 12.4 }), card(1006, { distance: 0.3 })], nearbyStudies: [] };
    await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: close, country: COUNTRIES.CA } });
    expect(within(cardOf(1005)).getByText('20 km away')).toBeTruthy();
    expect(within(cardOf(1006)).getByText('Less than 1 km away')).toBeTruthy();
    cleanup();
    await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: close, country: COUNTRIES.GB } });
    expect(within(cardOf(1005)).getByText('12 miles away')).toBeTruthy();
    expect(within(cardOf(1006)).getByText('Less than 1 mile away')).toBeTruthy();
    cleanup();
    await renderKind('StudySearchResults', { locale: 'es', context: { candidate: visitor, categories, decisions, search: close, country: COUNTRIES.CA } });
    expect(within(cardOf(1005)).getByText('a 20 km')).toBeTruthy();
    expect(within(cardOf(1006)).getByText('a menos de 1 km')).toBeTruthy();
  });

  it('says a study found without a distance (across the country, for a postcode the server cannot place) has its sites across the country', async () => {
    const unplaced = { ...found, studies: [card(1003, { distance: null })], nearbyStudies: [] };
    await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: unplaced, country: COUNTRIES.GB } });
    expect(within(cardOf(1003)).getByText('Study sites across your country')).toBeTruthy();
    cleanup();
    await renderKind('StudySearchResults', { locale: 'es', context: { candidate: visitor, categories, decisions, search: unplaced, country: COUNTRIES.GB } });
    expect(within(cardOf(1003)).getByText('Centros del estudio en todo su país')).toBeTruthy();
  });

  it("links each card to the prescreen with the visit's query, or to the study's own screener in a new tab, each link named for its study", async () => {
    await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: found } });
    const own = within(cardOf(1005)).getByRole('link', { name: 'See if you qualify – Asthma control study' });
    expect(own.getAttribute('href')).toBe('/signup/ws10/home?utm_source=newsletter&indicationIds%5B%5D=5&studyId=1005&psr=1');
    expect(own.hasAttribute('target')).toBe(false);
    const partner = within(cardOf(1007)).getByRole('link', { name: 'See if you qualify – Inhaler comparison (opens in a new tab)' });
    expect(partner.getAttribute('href')).toBe('https://screener.partner.example/inhaler?utm_source=newsletter&indicationIds%5B%5D=5&studyId=1007');
    expect([partner.getAttribute('target'), partner.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });

  it("says when the postal code is invalid, nothing is near, or nothing is near for the visitor's condition", async () => {
    await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: { ...found, valid: false, studies: [], nearbyStudies: [] } } });
    // Shown, not announced: the error summary that names the postal code field says it once.
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['']);
    expect(screen.getByText('Invalid postal code').className).toBe('notice notice--info');
    cleanup();
    await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: { ...found, studies: [], nearbyStudies: [] } } });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['', "Sorry, no studies are currently recruiting in your area. We'll keep your information on file and reach out when new studies become available."]);
    expect(screen.queryByRole('heading')).toBeNull();
    cleanup();
    await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: { ...found, studies: [] } } });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['1 study found', 'No Asthma studies found for postal code 77005']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Other studies near you']);
  });

  it('is in Spanish on a Spanish page', async () => {
    await renderKind('StudySearchResults', { locale: 'es', context: { candidate: visitor, categories, decisions, search: found } });
    expect(screen.getByRole('status').textContent).toBe('3 estudios encontrados');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Estudios para usted', 'Otros estudios cerca de usted']);
    expect(within(cardOf(1005)).getByText('a 12 millas · hasta $500')).toBeTruthy();
    expect(within(cardOf(1007)).getByText('a 1 milla')).toBeTruthy();
    expect(within(cardOf(1005)).getByRole('link', { name: 'Vea si califica – Asthma control study' })).toBeTruthy();
    expect(within(cardOf(1007)).getByRole('link', { name: 'Vea si califica – Inhaler comparison (se abre en una pestaña nueva)' })).toBeTruthy();
    cleanup();
    await renderKind('StudySearchResults', { locale: 'es', context: { candidate: visitor, categories, decisions, search: { ...found, studies: [] } } });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['1 estudio encontrado', 'No se encontraron estudios de Asthma para el código postal 77005']);
    cleanup();
    await renderKind('StudySearchResults', { locale: 'es', context: { candidate: visitor, categories, decisions, search: { ...found, valid: false, studies: [], nearbyStudies: [] } } });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['']);
    expect(screen.getByText('Código postal no válido')).toBeTruthy();
    cleanup();
    await renderKind('StudySearchResults', { locale: 'es', context: { candidate: visitor, categories, decisions, search: { ...found, studies: [], nearbyStudies: [] } } });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['', 'Lo sentimos, no hay estudios reclutando en su zona en este momento. Guardaremos su información y le contactaremos cuando haya nuevos estudios disponibles.']);
  });

  it("follows the cards' links with the keyboard alone, nearest first", async () => {
    const followed = followedLinks();
    const { user } = await renderKind('StudySearchResults', { context: { candidate: visitor, categories, decisions, search: found } });
    for (const id of [1005, 1007, 1010]) {
      await user.tab();
      expect(document.activeElement).toBe(within(cardOf(id)).getByRole('link'));
      await user.keyboard('{Enter}');
    }
    expect(followed).toEqual([
      '/signup/ws10/home?utm_source=newsletter&indicationIds%5B%5D=5&studyId=1005&psr=1',
      'https://screener.partner.example/inhaler?utm_source=newsletter&indicationIds%5B%5D=5&studyId=1007',
      '/signup/ws10/home?utm_source=newsletter&indicationIds%5B%5D=5&studyId=1010&psr=1',
    ]);
  });
});
