// @vitest-environment happy-dom
/** The call-now prompt: a spinner while the check runs, then the call-now line of the visitor's country, or the promise of a call. */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { CallNowPromptWidget } from './CallNowPrompt.tsx';
import type { FlowFormContext, KindWidgetProps } from '../types.ts';
import { catalogueTranslator, type Catalogue } from '../../src/engine/catalogueText.ts';
import { renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { followedLinks } from '../../tests/support/widgets/followedLinks.ts';

afterEach(cleanup);

const catalogue = (locale: string) => JSON.parse(readFileSync(`locales/${locale}/translation.json`, 'utf8')) as Catalogue;
const brand = JSON.parse(readFileSync('campaigns/brands/trial-search.json', 'utf8')) as FlowFormContext['brand'];

function renderPrompt(callNow: boolean | null, { locale = 'en', country = 'US', view = null }: { locale?: 'en' | 'es'; country?: string; view?: string | null } = {}) {
  const screening = view ? { view } : null;
  const context = { t: catalogueTranslator(catalogue(locale), catalogue('en'), {}, locale), locale, brand, candidate: { country }, callNow, screening } as unknown as FlowFormContext;
  render(<CallNowPromptWidget {...({ id: 'root_prompt', registry: { formContext: context } } as unknown as KindWidgetProps)} />);
}

describe('CallNowPrompt', () => {
  it('says it is checking while the answer is awaited', () => {
    renderPrompt(null);
    expect(screen.getByRole('status').textContent).toBe('Checking whether a study coordinator can take a call now…');
  });

  it("says the answer in the live region that said it was checking, not in a region put in with it (which screen readers may not read out)", () => {
    const context = (callNow: boolean | null) => ({ t: catalogueTranslator(catalogue('en'), catalogue('en'), {}, 'en'), locale: 'en', brand, candidate: { country: 'US' }, callNow, screening: null }) as unknown as FlowFormContext;
    const props = (callNow: boolean | null) => ({ id: 'root_prompt', registry: { formContext: context(callNow) } }) as unknown as KindWidgetProps;
    const { rerender } = render(<CallNowPromptWidget {...props(null)} />);
    const region = screen.getByRole('status');
    rerender(<CallNowPromptWidget {...props(false)} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('A study coordinator will call when a study that fits opens near you.');
  });

  it('gives the call-now line as a link when a coordinator is free', () => {
    renderPrompt(true);
    expect(screen.getByRole('status').textContent).toBe('A study coordinator is available now.Call now: 1-888-555-0143');
    expect(screen.getByRole('link', { name: '1-888-555-0143' }).getAttribute('href')).toBe('tel:18885550143');
  });

  it("gives a visitor abroad their own country's line", () => {
    renderPrompt(true, { country: 'GB' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('tel:08005550142');
  });

  it('promises a call otherwise, in Spanish on a Spanish page', () => {
    renderPrompt(false);
    expect(screen.getByTestId('call-later').textContent).toBe('A study coordinator will call when a study that fits opens near you.');
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    renderPrompt(false, { locale: 'es' });
    expect(screen.getByTestId('call-later').textContent).toBe('Un coordinador de estudios le llamará cuando se abra cerca un estudio adecuado.');
  });

  it('promises a qualified candidate a call about this study, never that no study fits yet; anyone else the call when one does', () => {
    renderPrompt(false, { view: 'congratulations' });
    expect(screen.getByTestId('call-later').textContent).toBe('A study coordinator will call you about this study.');
    cleanup();
    renderPrompt(false, { view: 'congratulations', locale: 'es' });
    expect(screen.getByTestId('call-later').textContent).toBe('Un coordinador del estudio le llamará sobre este estudio.');
    for (const view of ['disqualified', 'noSite', 'alreadyMatched']) {
      cleanup();
      renderPrompt(false, { view });
      expect(screen.getByTestId('call-later').textContent).toBe('A study coordinator will call when a study that fits opens near you.');
    }
  });
});

const visitor = { firstName: 'Ana', country: 'US' } as FlowFormContext['candidate'];

describe('CallNowPrompt on the page (no English fallback)', () => {
  it("gives the brand's call-now line in English", async () => {
    await renderKind('CallNowPrompt', { context: { callNow: true, candidate: visitor } });
    expect(screen.getByTestId('call-now').textContent).toBe('A study coordinator is available now.Call now: 1-877-555-0192');
    expect(screen.getByRole('link', { name: '1-877-555-0192' }).getAttribute('href')).toBe('tel:18775550192');
  });

  it('is in Spanish on a Spanish page, while checking and after', async () => {
    await renderKind('CallNowPrompt', { locale: 'es', context: { callNow: null, candidate: visitor } });
    expect(screen.getByRole('status').textContent).toBe('Comprobando si un coordinador de estudios puede atender una llamada ahora…');
    cleanup();
    await renderKind('CallNowPrompt', { locale: 'es', context: { callNow: true, candidate: visitor } });
    expect(screen.getByTestId('call-now').textContent).toBe('Hay un coordinador de estudios disponible ahora.Llame ahora: 1-877-555-0192');
    expect(screen.getByRole('link', { name: '1-877-555-0192' }).getAttribute('href')).toBe('tel:18775550192');
  });

  it('is dialled with the keyboard alone', async () => {
    const followed = followedLinks();
    const { user } = await renderKind('CallNowPrompt', { context: { callNow: true, candidate: visitor } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '1-877-555-0192' }));
    await user.keyboard('{Enter}');
    expect(followed).toEqual(['tel:18775550192']);
  });

  it('offers nothing to follow when no coordinator is free', async () => {
    const { user } = await renderKind('CallNowPrompt', { context: { callNow: false, candidate: visitor } });
    expect(screen.getByTestId('call-later').textContent).toBe('A study coordinator will call when a study that fits opens near you.');
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });
});
