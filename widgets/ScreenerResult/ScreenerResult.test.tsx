// @vitest-environment happy-dom
/**
 * The screener's result from the server's verdict (pre-qualified, not qualified, no site near) in English and Spanish,
 * and the Call Now button as the campaign's settings say, read from campaign files (the shipped ws10 and a fixture).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { ScreenerResultWidget } from './ScreenerResult.tsx';
import type { FlowFormContext, KindWidgetProps } from '../types.ts';
import { renderKind, testContext } from '../../tests/support/widgets/renderKind.tsx';
import type { ScreeningResponse } from '../../src/generated/api/screening.response.ts';
import { resolveCampaign } from '../../src/engine/resolveCampaign.ts';
import type { CampaignDocument } from '../../src/engine/campaign.ts';
import { followedLinks } from '../../tests/support/widgets/followedLinks.ts';

afterEach(cleanup);

const doc = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as CampaignDocument;
const documents = new Map([
  ['ws10', doc('campaigns/ws10.json')],
  ['ws10-number-hidden', doc('tests/fixtures/campaigns/ws10-number-hidden.json')],
]);
const brand = JSON.parse(readFileSync('campaigns/brands/trial-search.json', 'utf8')) as FlowFormContext['brand'];
const catalogue = JSON.parse(readFileSync('locales/en/translation.json', 'utf8')) as { screener: { result: Record<string, string> } };
const t = ((key: string, vars?: Record<string, string>) => {
  const text = catalogue.screener.result[key.replace('screener.result.', '')] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars?.[name] ?? '');
}) as FlowFormContext['t'];

function renderResult(campaignName: string) {
  const context = {
    t, brand, locale: 'en', campaign: resolveCampaign(campaignName, documents), candidate: { country: 'US' }, query: {},
    payload: { study: { special: false } }, screening: { view: 'congratulations' }, booking: null,
  } as unknown as FlowFormContext;
  render(<ScreenerResultWidget {...({ id: 'root_result', registry: { formContext: context } } as unknown as KindWidgetProps)} />);
  return screen.getByRole('link', { name: /^Call Now/ });
}

describe('shouldShowCallNumber', () => {
  // The call-now line, here the brand's own (the visitor is in the US).
  const number = brand.phoneNumbers.callNow!.default;

  it('is on in ws10: the Call Now button prints the number it dials', () => {
    const button = renderResult('ws10');
    expect(button.textContent).toBe(`Call Now: ${number}`);
    expect(button.getAttribute('href')).toBe(`tel:${number.replace(/[^\d+]/g, '')}`);
  });

  it('off in a campaign file: the button stays and dials the same number, without printing it', () => {
    const button = renderResult('ws10-number-hidden');
    expect(button.textContent).toBe('Call Now');
    expect(button.getAttribute('href')).toBe(`tel:${number.replace(/[^\d+]/g, '')}`);
  });
});

/** The server's verdicts as the screening request returns them. */
const passed: ScreeningResponse = {
  screeningId: 'scr-1', passed: true, fullyQualified: true, bioQualified: true, criteriaQualified: true, siteFound: true, siteId: 12, ssExtId: 'SS-12', reasons: [], view: 'congratulations',
};
const failed: ScreeningResponse = { ...passed, passed: false, fullyQualified: false, criteriaQualified: false, reasons: ['criteria_1'], view: 'disqualified' };
const noSite: ScreeningResponse = { ...passed, passed: false, fullyQualified: false, siteFound: false, siteId: null, ssExtId: null, reasons: ['no_site'], view: 'noSite' };
const FIND = '/signup/study-search/home?ps=ws10';
const decisions = { ...testContext().decisions, links: { ...testContext().decisions.links, findProduct: FIND } };
const visitor = { firstName: 'Ana', country: 'US' } as FlowFormContext['candidate'];
const study = (special: boolean) => ({ study: { special } }) as unknown as FlowFormContext['payload'];

describe('ScreenerResult', () => {
  it("pre-qualified: congratulations and Call Now with the brand's call-now line", async () => {
    await renderKind('ScreenerResult', { context: { screening: passed, candidate: visitor, payload: study(false), decisions } });
    expect(screen.getByRole('heading', { level: 1, name: 'Congratulations, you pre-qualified for this study!' })).toBeTruthy();
    expect(screen.getByText('A study coordinator will call you to schedule your visit. To speed things up, call us now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Now: 1-877-555-0192' }).getAttribute('href')).toBe('tel:18775550192');
    expect(screen.queryByRole('link', { name: /Search other/ })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('pre-qualified and booked already (the booking thank-you leads here): the booking, not a call to schedule one', async () => {
    const booking = { id: 'b1', bookingDay: { date: '2030-01-07', id: 'd' }, bookingTime: { start: '2030-01-07T15:00:00Z', end: '2030-01-07T15:30:00Z', slot: 's' }, description: 'Secondary Screening Appointment', where: 'Virtual' };
    await renderKind('ScreenerResult', { context: { screening: passed, candidate: visitor, payload: study(true), decisions, booking } });
    expect(screen.getByRole('heading', { level: 1, name: 'Congratulations, you pre-qualified for this study!' })).toBeTruthy();
    expect(screen.getByText('Your appointment is booked for the time you chose.')).toBeTruthy();
    expect(screen.queryByText(/will call you to schedule/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Call Now/ })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    await renderKind('ScreenerResult', { locale: 'es', context: { screening: passed, candidate: visitor, payload: study(false), decisions, booking } });
    expect(screen.getByText('Su cita está reservada para la hora que eligió.')).toBeTruthy();
  });

  it('pre-qualified before, with the same phone: told so, with the way to call, never that they did not qualify', async () => {
    const matched: ScreeningResponse = { ...passed, passed: false, fullyQualified: false, reasons: ['already_matched'], view: 'alreadyMatched' };
    await renderKind('ScreenerResult', { context: { screening: matched, candidate: visitor, payload: study(true), decisions } });
    expect(screen.getByRole('heading', { level: 1, name: 'You have already pre-qualified for this study' })).toBeTruthy();
    expect(screen.getByText('A study coordinator will call you to schedule your visit. To speed things up, call us now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Now: 1-877-555-0192' })).toBeTruthy();
    expect(screen.queryByText(/didn't qualify/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Search other/ })).toBeNull();
    // The banner of a study looking for exactly this visitor is for the verdict that pre-qualifies them now.
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    await renderKind('ScreenerResult', { locale: 'es', context: { screening: matched, candidate: visitor, payload: study(false), decisions } });
    expect(screen.getByRole('heading', { level: 1, name: 'Ya precalificó para este estudio' })).toBeTruthy();
  });

  it('pre-qualified for a study looking for exactly this visitor: the banner with the number too', async () => {
    await renderKind('ScreenerResult', { context: { screening: passed, candidate: visitor, payload: study(true), decisions } });
    expect(screen.getByRole('status').textContent).toBe('You are exactly who this study is looking for!Call us now at 1-877-555-0192 to reserve your place.');
  });

  it("gives a visitor abroad their country's line", async () => {
    await renderKind('ScreenerResult', { context: { screening: passed, candidate: { ...visitor, country: 'GB' }, payload: study(false) } });
    expect(screen.getByRole('link', { name: 'Call Now: 0800-555-0190' }).getAttribute('href')).toBe('tel:08005550190');
  });

  it('not qualified now, after booking: says the appointment is cancelled, in English and Spanish; not otherwise', async () => {
    await renderKind('ScreenerResult', { context: { screening: failed, candidate: visitor, payload: study(false), decisions, bookingCancelled: true } });
    expect(screen.getByRole('heading', { level: 1, name: "Sorry, you didn't qualify for this study" })).toBeTruthy();
    expect(screen.getByText('Your appointment has been cancelled.')).toBeTruthy();
    cleanup();
    await renderKind('ScreenerResult', { locale: 'es', context: { screening: failed, candidate: visitor, payload: study(false), decisions, bookingCancelled: true } });
    expect(screen.getByText('Su cita ha sido cancelada.')).toBeTruthy();
    cleanup();
    await renderKind('ScreenerResult', { context: { screening: failed, candidate: visitor, payload: study(false), decisions } });
    expect(screen.queryByText(/cancelled/)).toBeNull();
  });

  it('not qualified: sorry, and the search for other studies instead of a call', async () => {
    await renderKind('ScreenerResult', { context: { screening: failed, candidate: visitor, payload: study(false), decisions } });
    expect(screen.getByRole('heading', { level: 1, name: "Sorry, you didn't qualify for this study" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search other studies' }).getAttribute('href')).toBe(FIND);
    expect(screen.queryByRole('link', { name: /Call Now/ })).toBeNull();
    expect(screen.queryByText('We will contact you if one becomes available.')).toBeNull();
  });

  it('no site near: sorry, a promise to get in touch, and the search', async () => {
    await renderKind('ScreenerResult', { context: { screening: noSite, candidate: visitor, payload: study(false), decisions } });
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, there is no study site near you available right now' })).toBeTruthy();
    expect(screen.getByText('We will contact you if one becomes available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search other studies' }).getAttribute('href')).toBe(FIND);
  });

  it("is in Spanish on a Spanish page, the study search offered as in English (spec §2; the thank-you's button is the English-only one)", async () => {
    await renderKind('ScreenerResult', { locale: 'es', context: { screening: passed, candidate: visitor, payload: study(true), decisions } });
    expect(screen.getByRole('heading', { level: 1, name: '¡Felicidades, precalificó para este estudio!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('¡Usted es exactamente a quien busca este estudio!Llámenos ahora al 1-877-555-0192 para reservar su lugar.');
    expect(screen.getByText('Un coordinador del estudio le llamará para programar su visita. Para agilizarlo, llámenos ahora.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Llamar ahora: 1-877-555-0192' }).getAttribute('href')).toBe('tel:18775550192');
    cleanup();
    await renderKind('ScreenerResult', { locale: 'es', context: { screening: failed, candidate: visitor, payload: study(false), decisions } });
    expect(screen.getByRole('heading', { level: 1, name: 'Lo sentimos, no calificó para este estudio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar otros estudios' }).getAttribute('href')).toBe(FIND);
    cleanup();
    await renderKind('ScreenerResult', { locale: 'es', context: { screening: noSite, candidate: visitor, payload: study(false), decisions } });
    expect(screen.getByRole('heading', { level: 1, name: 'Lo sentimos, no hay un centro del estudio cerca de usted disponible en este momento' })).toBeTruthy();
    expect(screen.getByText('Le contactaremos si alguno está disponible.')).toBeTruthy();
  });

  it("prints a campaign's plain Call Now in Spanish too", async () => {
    const campaign = { ...testContext().campaign, webScreenerProps: { shouldShowCallNumber: false } } as FlowFormContext['campaign'];
    await renderKind('ScreenerResult', { locale: 'es', context: { screening: passed, candidate: visitor, payload: study(false), campaign } });
    expect(screen.getByRole('link', { name: 'Llamar ahora' }).getAttribute('href')).toBe('tel:18775550192');
  });

  it('is used with the keyboard alone: Call Now, or the search when not qualified', async () => {
    const followed = followedLinks();
    const { user } = await renderKind('ScreenerResult', { context: { screening: passed, candidate: visitor, payload: study(false), decisions } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Call Now: 1-877-555-0192' }));
    await user.keyboard('{Enter}');
    cleanup();
    const again = await renderKind('ScreenerResult', { context: { screening: failed, candidate: visitor, payload: study(false), decisions } });
    await again.user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Search other studies' }));
    await again.user.keyboard('{Enter}');
    expect(followed).toEqual(['tel:18775550192', FIND]);
  });
});
