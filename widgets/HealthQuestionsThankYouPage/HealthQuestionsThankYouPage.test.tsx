// @vitest-environment happy-dom
/** After the health questions: thanks, and Find studies when the page's rules offer it (a visit not fully qualified). */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderKind, testContext } from '../../tests/support/widgets/renderKind.tsx';
import type { Locale } from '../../src/core/locale.ts';
import { healthThankYouShowsFindProduct } from '../../src/engine/thankYou.ts';
import { followedLinks } from '../../tests/support/widgets/followedLinks.ts';

afterEach(cleanup);

const FIND = '/signup/study-search/home?ps=ws10';
/** The page's decision for a visit on a real study that is not fully qualified. */
const decisions = (locale: Locale) => ({
  ...testContext().decisions, links: { ...testContext().decisions.links, findProduct: FIND },
  findProductAfterHealthQuestions: healthThankYouShowsFindProduct({ locale, studyIsSimulation: false, fullyQualified: false }),
});
const offered = decisions('en');

describe('HealthQuestionsThankYouPage', () => {
  it('thanks the visitor and offers Find studies when the rules say so', async () => {
    await renderKind('HealthQuestionsThankYouPage', { context: { decisions: offered } });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText('Your answers have been recorded. Thank you for helping make research more representative.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find studies' }).getAttribute('href')).toBe(FIND);
  });

  it('offers nothing more to a fully qualified visitor', async () => {
    await renderKind('HealthQuestionsThankYouPage', { context: { decisions: { ...offered, findProductAfterHealthQuestions: false } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is in Spanish on a Spanish page, where the English-only study search is not offered', async () => {
    await renderKind('HealthQuestionsThankYouPage', { locale: 'es', context: { decisions: decisions('es') } });
    expect(screen.getByRole('heading', { level: 1, name: '¡Gracias!' })).toBeTruthy();
    expect(screen.getByText('Sus respuestas quedaron registradas. Gracias por ayudar a que la investigación sea más representativa.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leads to the study search with the keyboard alone', async () => {
    const followed = followedLinks();
    const { user } = await renderKind('HealthQuestionsThankYouPage', { context: { decisions: offered } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Find studies' }));
    await user.keyboard('{Enter}');
    expect(followed).toEqual([FIND]);
  });
});
