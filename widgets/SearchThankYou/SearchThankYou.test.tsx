// @vitest-environment happy-dom
/** A study search's thank-you: by name when given, what becomes of a saved lead, and 'Search again' by keyboard. */
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import { renderKind, testContext } from '../testing/renderKind.tsx';
import { widgets } from '../index.ts';
import { isLazyWidget } from '../lazyWidget.tsx';
import type { FlowFormContext, KindWidget, KindWidgetProps } from '../types.ts';
import type { FieldKind } from '../../src/engine/campaign.ts';

afterEach(cleanup);

/**
 * The app shows every step inside its router and this page's link is the router's, but the shared harness renders
 * none: for one test the registry's entry for the kind is the same widget inside a router. Returns where the router
 * is, so a test sees where a followed link leads.
 */
async function inRouter(kind: FieldKind, at: string): Promise<() => string> {
  const registry = widgets as unknown as Record<FieldKind, KindWidget>;
  const Widget = registry[kind];
  if (isLazyWidget(Widget)) await Widget.preload();
  let where = at;
  function Location() {
    const { pathname, search } = useLocation();
    useEffect(() => { where = pathname + search; }, [pathname, search]);
    return null;
  }
  registry[kind] = (props: KindWidgetProps) => <MemoryRouter initialEntries={[at]}><Widget {...props} /><Location /></MemoryRouter>;
  onTestFinished(() => { registry[kind] = Widget; });
  return () => where;
}

const STEP = '/signup/ss6/thanks';
const HOME = '/signup/ss6/home?utm_source=newsletter';
const decisions = { ...testContext().decisions, links: { ...testContext().decisions.links, home: HOME } };
const named = { firstName: 'Ana', subjectSaved: true } as FlowFormContext['candidate'];
const anonymous = { firstName: null, subjectSaved: false } as FlowFormContext['candidate'];

describe('SearchThankYou', () => {
  it('thanks a visitor by name and says their information is kept', async () => {
    await inRouter('SearchThankYou', STEP);
    await renderKind('SearchThankYou', { context: { decisions, candidate: named } });
    expect(screen.getByRole('heading', { level: 1, name: 'Ana, thank you for searching' })).toBeTruthy();
    expect(screen.getByText("We'll keep your information on file and reach out when new studies become available near you.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search again' }).getAttribute('href')).toBe(HOME);
  });

  it('without a name or a saved lead: a plain thanks and an invitation to search again', async () => {
    await inRouter('SearchThankYou', STEP);
    await renderKind('SearchThankYou', { context: { decisions, candidate: anonymous } });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for searching' })).toBeTruthy();
    expect(screen.getByText('New studies open all the time: search again whenever you like.')).toBeTruthy();
    expect(screen.queryByText(/keep your information/)).toBeNull();
  });

  it('is in Spanish on a Spanish page', async () => {
    await inRouter('SearchThankYou', STEP);
    await renderKind('SearchThankYou', { locale: 'es', context: { decisions, candidate: named } });
    expect(screen.getByRole('heading', { level: 1, name: 'Ana, gracias por buscar' })).toBeTruthy();
    expect(screen.getByText('Guardaremos su información y nos pondremos en contacto cuando haya nuevos estudios disponibles cerca de usted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar de nuevo' }).getAttribute('href')).toBe(HOME);
  });

  it('is in Spanish without a name or a saved lead too', async () => {
    await inRouter('SearchThankYou', STEP);
    await renderKind('SearchThankYou', { locale: 'es', context: { decisions, candidate: anonymous } });
    expect(screen.getByRole('heading', { level: 1, name: 'Gracias por buscar' })).toBeTruthy();
    expect(screen.getByText('Se abren nuevos estudios todo el tiempo: vuelva a buscar cuando quiera.')).toBeTruthy();
  });

  it("leads back to the search's first step with the keyboard alone", async () => {
    const where = await inRouter('SearchThankYou', STEP);
    const { user } = await renderKind('SearchThankYou', { context: { decisions, candidate: named } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Search again' }));
    await user.keyboard('{Enter}');
    expect(where()).toBe(HOME);
  });
});
