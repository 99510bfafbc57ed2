// @vitest-environment happy-dom
/**
 * The sign-up thank-you: by name, a notice while the call-now check runs, then the brand's toll-free line when a
 * coordinator can take the call or the promise of a call, and the buttons in the order the page's rules give.
 */
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderKind, testContext } from '../../tests/support/widgets/renderKind.tsx';
import type { FlowFormContext, PageDecisions } from '../types.ts';

afterEach(cleanup);

/** Where followed ordinary links would lead: the test keeps the page (happy-dom would try to load them). */
function followedLinks(): string[] {
  const hrefs: string[] = [];
  const follow = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a[href]');
    if (!link || event.defaultPrevented) return;
    event.preventDefault();
    hrefs.push(link.getAttribute('href') ?? '');
  };
  document.addEventListener('click', follow);
  onTestFinished(() => document.removeEventListener('click', follow));
  return hrefs;
}

const STEP = '/signup/s6/thanks';
const HEALTH = '/signup/s6/health-questions?utm_source=newsletter';
const FIND = '/signup/study-search/home?utm_source=newsletter&ps=s6';
const decide = (thankYouButtons: PageDecisions['thankYouButtons']): PageDecisions => ({
  ...testContext().decisions, links: { home: '/signup/s6/home', findProduct: FIND, healthQuestions: HEALTH }, thankYouButtons,
});
const ana = { firstName: 'Ana', country: 'US' } as FlowFormContext['candidate'];
const buttons = () => [...document.querySelectorAll('.thank-you__buttons a')].map((a) => a.textContent);

describe('ThankYouPage', () => {
  it('thanks the visitor by name and says it is checking for a coordinator, without buttons yet', async () => {
    await renderKind('ThankYouPage', { context: { candidate: ana, callNow: null, decisions: decide({ findProduct: true, healthQuestions: null }) } });
    expect(screen.getByRole('heading', { level: 1, name: 'Ana, thank you for your interest' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Checking whether a study coordinator is available…');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says the answer in the live region that said it was checking, not in a region put in with it (which screen readers may not read out)', async () => {
    const { changeContext } = await renderKind('ThankYouPage', { context: { candidate: ana, callNow: null, decisions: decide({ findProduct: true, healthQuestions: null }) } });
    const region = screen.getByRole('status');
    changeContext({ callNow: true });
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toMatch(/^Good news/);
  });

  it('thanks the caregiver who filled the form, not the participant they signed up', async () => {
    const leo = { firstName: 'Leo', country: 'US', caregiver: { firstName: 'Maria', lastName: 'Lopez', relationship: 'Parent' } } as unknown as FlowFormContext['candidate'];
    await renderKind('ThankYouPage', { context: { candidate: leo, caregiver: true, callNow: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Maria, thank you for your interest' })).toBeTruthy();
    cleanup();
    // A visit that is no longer a caregiver's (Myself chosen again) thanks the person.
    await renderKind('ThankYouPage', { context: { candidate: leo, caregiver: false, callNow: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Leo, thank you for your interest' })).toBeTruthy();
    cleanup();
    // A caregiver whose name the form did not ask for: the participant's name, as before.
    await renderKind('ThankYouPage', { context: { candidate: { ...leo, caregiver: { firstName: null, lastName: null, relationship: 'Parent' } } as unknown as FlowFormContext['candidate'], caregiver: true, callNow: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Leo, thank you for your interest' })).toBeTruthy();
  });

  it('without a name: thanks all the same', async () => {
    await renderKind('ThankYouPage', { context: { candidate: { country: 'US' } as FlowFormContext['candidate'], callNow: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your interest' })).toBeTruthy();
  });

  it("a coordinator is free: the brand's toll-free line to call, then the health questions before Find studies", async () => {
    await renderKind('ThankYouPage', { at: STEP, context: { candidate: ana, callNow: true, decisions: decide({ findProduct: true, healthQuestions: 'before' }) } });
    expect(screen.getByTestId('call-possible').textContent).toBe(
      'Good news: you meet the initial qualifications for studies in your area.Call us now toll-free at 1-877-555-0191.A study coordinator is available now to talk with you.',
    );
    expect(screen.getByRole('link', { name: '1-877-555-0191' }).getAttribute('href')).toBe('tel:18775550191');
    expect(buttons()).toEqual(['Answer health questions', 'Find studies']);
    expect(screen.getByRole('link', { name: 'Answer health questions' }).getAttribute('href')).toBe(HEALTH);
    expect(screen.getByRole('link', { name: 'Find studies' }).getAttribute('href')).toBe(FIND);
  });

  it("gives a visitor abroad their country's call centre", async () => {
    await renderKind('ThankYouPage', { context: { candidate: { ...ana, country: 'GB' }, callNow: true } });
    expect(screen.getByRole('link', { name: '0800-555-0190' }).getAttribute('href')).toBe('tel:08005550190');
  });

  it('no coordinator free: the promise of a call, and the health questions after Find studies', async () => {
    await renderKind('ThankYouPage', { at: STEP, context: { candidate: ana, callNow: false, decisions: decide({ findProduct: true, healthQuestions: 'after' }) } });
    expect(screen.getByTestId('call-not-possible').textContent).toBe(
      'Studies are not immediately available for you.A study coordinator will call you when a study that matches your answers appears.For medical questions, please contact your doctor.',
    );
    expect(screen.queryByRole('link', { name: /^1-877/ })).toBeNull();
    expect(buttons()).toEqual(['Find studies', 'Answer health questions']);
  });

  it('is in Spanish on a Spanish page, where Find studies is not offered', async () => {
    await renderKind('ThankYouPage', { at: STEP, locale: 'es', context: { candidate: ana, callNow: true, decisions: decide({ findProduct: false, healthQuestions: 'before' }) } });
    expect(screen.getByRole('heading', { level: 1, name: 'Ana, gracias por su interés' })).toBeTruthy();
    expect(screen.getByTestId('call-possible').textContent).toBe(
      'Buenas noticias: cumple los requisitos iniciales para estudios en su zona.Llámenos ahora sin costo al 1-877-555-0191.Un coordinador del estudio está disponible ahora para hablar con usted.',
    );
    expect(buttons()).toEqual(['Responder preguntas de salud']);
  });

  it('is in Spanish while checking and when no coordinator is free', async () => {
    await renderKind('ThankYouPage', { locale: 'es', context: { candidate: { country: 'US' } as FlowFormContext['candidate'], callNow: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Gracias por su interés' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Comprobando si hay un coordinador del estudio disponible…');
    cleanup();
    await renderKind('ThankYouPage', { locale: 'es', context: { candidate: ana, callNow: false, decisions: decide({ findProduct: false, healthQuestions: null }) } });
    expect(screen.getByTestId('call-not-possible').textContent).toBe(
      'No hay estudios disponibles de inmediato para usted.Un coordinador del estudio le llamará cuando aparezca un estudio que coincida con sus respuestas.Si tiene preguntas médicas, consulte a su médico.',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is used with the keyboard alone: the number, then the buttons in order, each followed with Enter', async () => {
    const followed = followedLinks();
    const { user, location: where } = await renderKind('ThankYouPage', { at: STEP, context: { candidate: ana, callNow: true, decisions: decide({ findProduct: true, healthQuestions: 'after' }) } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '1-877-555-0191' }));
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Find studies' }));
    await user.keyboard('{Enter}');
    expect(followed).toEqual(['tel:18775550191', FIND]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Answer health questions' }));
    await user.keyboard('{Enter}');
    expect(where()).toBe(HEALTH);
  });
});
