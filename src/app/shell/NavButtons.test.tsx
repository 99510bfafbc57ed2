// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NavButtons } from './NavButtons.tsx';
import en from '../../../locales/en/translation.json';
import es from '../../../locales/es/translation.json';
import brand from '../../../campaigns/brands/trial-search.json';
import type { Brand } from '../../generated/brand.ts';
import type { Nav } from '../../engine/flow.ts';
import { i18nOver } from '../i18n.ts';
import { I18nProvider } from '../translation.tsx';

afterEach(cleanup);

const nav: Nav = { back: true, next: true, nextLabel: 'nav.next', finishLabel: null };

function nextButtonIn(locale: 'en' | 'es', busy: boolean, waiting: boolean): HTMLElement {
  render(
    <I18nProvider i18n={i18nOver(brand as Brand, locale, { en, es })}>
      <NavButtons nav={nav} busy={busy} waiting={waiting} nextUnavailableReason={null} onBack={() => undefined} />
    </I18nProvider>,
  );
  return screen.getAllByRole('button').at(-1) as HTMLElement;
}

describe('Next', () => {
  it("says in the page's language whether it waits for what the step is judged with or sends the answers", () => {
    const said = (['en', 'es'] as const).flatMap((locale) => ([[false, false], [true, true], [true, false]] as const).map(([busy, waiting]) => {
      const button = nextButtonIn(locale, busy, waiting);
      const seen = { locale, busy, waiting, text: button.textContent, ariaBusy: button.getAttribute('aria-busy') };
      cleanup();
      return seen;
    }));
    expect(said).toEqual([
      { locale: 'en', busy: false, waiting: false, text: 'Next', ariaBusy: 'false' },
      { locale: 'en', busy: true, waiting: true, text: 'Loading…', ariaBusy: 'true' },
      { locale: 'en', busy: true, waiting: false, text: 'Saving…', ariaBusy: 'true' },
      { locale: 'es', busy: false, waiting: false, text: 'Siguiente', ariaBusy: 'false' },
      { locale: 'es', busy: true, waiting: true, text: 'Cargando…', ariaBusy: 'true' },
      { locale: 'es', busy: true, waiting: false, text: 'Guardando…', ariaBusy: 'true' },
    ]);
  });

  it('stays in the keyboard path while busy, and says it cannot go on', () => {
    const button = nextButtonIn('es', true, true);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });
});
