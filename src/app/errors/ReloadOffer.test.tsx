// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../../locales/en/translation.json';
import es from '../../../locales/es/translation.json';
import { ReloadOffer } from './ReloadOffer.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

async function i18nIn(lng: 'en' | 'es') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ lng, fallbackLng: 'en', resources: { en: { translation: en }, es: { translation: es } } });
  return instance;
}

afterEach(cleanup);

describe('ReloadOffer', () => {
  it('is an announced alert with a heading and a "Reload the page" button', async () => {
    const onReload = vi.fn();
    render(<I18nextProvider i18n={await i18nIn('en')}><ReloadOffer kind="asset" headingLevel={1} onReload={onReload} /></I18nextProvider>);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe('This page did not load completely');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish', async () => {
    render(<I18nextProvider i18n={await i18nIn('es')}><ReloadOffer kind="render" headingLevel={2} onReload={() => undefined} /></I18nextProvider>);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Algo salió mal en esta página');
    expect(screen.getByRole('button').textContent).toBe('Volver a cargar la página');
  });
});

describe('ErrorBoundary', () => {
  it('shows the fallback and hands the error on when a child fails to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const Broken = () => { throw new Error('render failed'); };
    render(<ErrorBoundary onError={onError} fallback={<p>fallback shown</p>}><Broken /></ErrorBoundary>);
    expect(screen.getByText('fallback shown')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), expect.stringContaining('Broken'));
  });
});
