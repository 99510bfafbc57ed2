// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import en from '../../../locales/en/translation.json';
import es from '../../../locales/es/translation.json';
import brand from '../../../campaigns/brands/trial-search.json';
import type { Brand } from '../../generated/brand.ts';
import { i18nOver } from '../i18n.ts';
import { I18nProvider } from '../translation.tsx';
import { ReloadOffer } from './ReloadOffer.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

function i18nIn(lng: 'en' | 'es') {
  return i18nOver(brand as Brand, lng, { en, es });
}

afterEach(cleanup);

describe('ReloadOffer', () => {
  it('is an announced alert with a heading and a "Reload the page" button', () => {
    const onReload = vi.fn();
    render(<I18nProvider i18n={i18nIn('en')}><ReloadOffer kind="asset" headingLevel={1} onReload={onReload} /></I18nProvider>);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe('This page did not load completely');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish', () => {
    render(<I18nProvider i18n={i18nIn('es')}><ReloadOffer kind="render" headingLevel={2} onReload={() => undefined} /></I18nProvider>);
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
