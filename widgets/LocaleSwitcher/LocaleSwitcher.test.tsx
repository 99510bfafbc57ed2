// @vitest-environment happy-dom
/**
 * The language links: a navigation named in the page's language, a link to this very page in each language (the
 * current one marked), reached and followed with the keyboard. It holds no answer, so it is never in error and the
 * form holds nothing for it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderKind } from '../../tests/support/widgets/renderKind.tsx';

afterEach(cleanup);

const link = (name: string) => screen.getByRole('link', { name }) as HTMLAnchorElement;
const described = (a: HTMLAnchorElement) => [a.getAttribute('href'), a.lang, a.hreflang, a.getAttribute('aria-current')];

const at = '/signup/s6/home?utm_source=mail';

describe('LocaleSwitcher', () => {
  // The page's location is the router's: the address bar may still show the step left for a frame (router.tsx).
  beforeEach(() => window.history.pushState({}, '', '/signup/s6/dob?utm_source=left'));
  afterEach(() => window.history.pushState({}, '', '/'));

  it('on an English page: named Language, links to this page in English (current) and in Spanish', async () => {
    await renderKind('LocaleSwitcher', { at });
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['English', 'Español']);
    expect(described(link('English'))).toEqual(['/signup/s6/home?utm_source=mail', 'en', 'en', 'true']);
    expect(described(link('Español'))).toEqual(['/signup/es/s6/home?utm_source=mail', 'es', 'es', null]);
  });

  it('on a Spanish page: named Idioma, Spanish marked current, English leading back without the locale', async () => {
    await renderKind('LocaleSwitcher', { locale: 'es', at: '/signup/es/s6/home?utm_source=mail' });
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeTruthy();
    expect(described(link('English'))).toEqual(['/signup/s6/home?utm_source=mail', 'en', 'en', null]);
    expect(described(link('Español'))).toEqual(['/signup/es/s6/home?utm_source=mail', 'es', 'es', 'true']);
  });

  it('is reached and followed with the keyboard alone, and holds no answer', async () => {
    const { user, answer } = await renderKind('LocaleSwitcher', { at });
    const followed: string[] = [];
    // Following a link would leave the page under test; which link Enter follows is what matters.
    const follow = (e: MouseEvent) => { e.preventDefault(); followed.push((e.target as HTMLAnchorElement).getAttribute('href') ?? ''); };
    document.addEventListener('click', follow);
    try {
      await user.tab();
      expect(document.activeElement).toBe(link('English'));
      await user.tab();
      expect(document.activeElement).toBe(link('Español'));
      await user.keyboard('{Enter}');
      expect(followed).toEqual(['/signup/es/s6/home?utm_source=mail']);
      expect(answer()).toBeUndefined();
    } finally {
      document.removeEventListener('click', follow);
    }
  });
});
