// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { SaveNotice } from './SaveNotice.tsx';
import { QUIET_SAVE, shownSave } from './shownSave.ts';
import type { SaveStatus } from '../state/store.ts';
import en from '../../../locales/en/translation.json';
import es from '../../../locales/es/translation.json';
import brand from '../../../campaigns/brands/trial-search.json';
import type { Brand } from '../../generated/brand.ts';
import { i18nOver } from '../i18n.ts';
import { I18nProvider } from '../translation.tsx';

const i18n = i18nOver(brand as Brand, 'en', { en, es });

afterEach(() => { cleanup(); });

const every: SaveStatus[] = [{ state: 'idle' }, { state: 'saving' }, { state: 'retrying', attempt: 2 }, { state: 'failed' }, { state: 'rejected' }];

describe('the save notice', () => {
  it('shows nothing exactly for the saves shownSave makes one quiet value, so a step re-renders only for a notice', () => {
    for (const status of every) {
      const { container, unmount } = render(<I18nProvider i18n={i18n}><SaveNotice status={status} /></I18nProvider>);
      const quiet = shownSave(status) === QUIET_SAVE;
      expect({ state: status.state, empty: container.innerHTML === '' }).toEqual({ state: status.state, empty: quiet });
      unmount();
    }
    expect(every.filter((s) => shownSave(s) === QUIET_SAVE).map((s) => s.state)).toEqual(['idle', 'saving']);
  });

  it("says a refusal in the page's language, never in the server's English words", () => {
    const refused: SaveStatus = { state: 'rejected' };
    for (const [locale, text] of [['en', 'We could not save your answers. Please check them and try again; nothing you typed has been lost.'], ['es', 'No pudimos guardar sus respuestas. Revíselas e inténtelo de nuevo; no se ha perdido nada de lo que escribió.']] as const) {
      const { container, unmount } = render(<I18nProvider i18n={i18nOver(brand as Brand, locale, { en, es })}><SaveNotice status={refused} /></I18nProvider>);
      expect(container.textContent).toBe(text);
      expect(container.querySelector('[role="alert"]')).not.toBeNull();
      unmount();
    }
  });

  it("says a failure without blaming the visitor's connection: the server or its database may be what failed", () => {
    for (const [locale, text] of [['en', 'We could not save your answers just now. Please try again in a moment; nothing you typed has been lost.'], ['es', 'No pudimos guardar sus respuestas en este momento. Inténtelo de nuevo en unos instantes; no se ha perdido nada de lo que escribió.']] as const) {
      const { container, unmount } = render(<I18nProvider i18n={i18nOver(brand as Brand, locale, { en, es })}><SaveNotice status={{ state: 'failed' }} /></I18nProvider>);
      expect(container.textContent).toBe(text);
      expect(container.querySelector('[role="alert"]')).not.toBeNull();
      unmount();
    }
  });

  it('says a failed study search as a search, not a save: a search saves nothing', () => {
    for (const [locale, text] of [['en', 'We could not search for studies just now. Please try again in a moment; nothing you typed has been lost.'], ['es', 'No pudimos buscar estudios en este momento. Inténtelo de nuevo en unos instantes; no se ha perdido nada de lo que escribió.']] as const) {
      const { container, unmount } = render(<I18nProvider i18n={i18nOver(brand as Brand, locale, { en, es })}><SaveNotice status={{ state: 'failed', what: 'search' }} /></I18nProvider>);
      expect(container.textContent).toBe(text);
      expect(container.querySelector('[role="alert"]')).not.toBeNull();
      unmount();
    }
  });

  it('keeps a retry, a failure and a refusal as they are: a new attempt shows', () => {
    for (const status of every.slice(2)) expect(shownSave(status)).toBe(status);
  });
});
