// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import en from '../../locales/en/translation.json';
import es from '../../locales/es/translation.json';
import brand from '../../campaigns/brands/trial-search.json';
import type { Brand } from '../generated/brand.ts';
import { i18nOver } from './i18n.ts';
import { I18nProvider, useTranslation } from './translation.tsx';

afterEach(cleanup);

function Label({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  return <p lang={i18n.language}>{t('nav.findProduct')} · {t('fields.indications.matches', { count })}</p>;
}

describe('useTranslation', () => {
  it('reads the page language\'s texts with the brand\'s word and the given variables', () => {
    render(<I18nProvider i18n={i18nOver(brand as Brand, 'en', { en })}><Label count={3} /></I18nProvider>);
    expect(screen.getByText(/Find trials/).textContent).toBe('Find trials · 3 conditions found');
  });

  it('re-renders its readers in the new language once its catalogue is in', async () => {
    const i18n = i18nOver(brand as Brand, 'en', { en }, async () => es);
    render(<I18nProvider i18n={i18n}><Label count={2} /></I18nProvider>);
    await act(() => i18n.changeLanguage('es'));
    const text = screen.getByText(/Buscar ensayos/);
    expect(text.getAttribute('lang')).toBe('es');
    expect(text.textContent?.startsWith('Buscar ensayos · 2 ')).toBe(true);
  });

  it('says where it is used without a provider', () => {
    expect(() => render(<Label count={1} />)).toThrow(/outside I18nProvider/);
  });
});
