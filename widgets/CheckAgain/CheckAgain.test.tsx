// @vitest-environment happy-dom
/** After a screening that did not pass: the heading, why, and a keyboard-reachable way back to change an answer. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderKind, testContext } from '../../tests/support/widgets/renderKind.tsx';

afterEach(cleanup);

const STEP = '/signup/ws10/check-again';
// The screener's first step with the visit's query, as the page's rules give it.
const HOME = '/signup/ws10/home?utm_source=newsletter&studyId=1005';
const decisions = { ...testContext().decisions, links: { ...testContext().decisions.links, home: HOME } };

describe('CheckAgain', () => {
  it('says why to look again, with a link back to the answers', async () => {
    await renderKind('CheckAgain', { at: STEP, context: { decisions } });
    expect(screen.getByRole('heading', { level: 1, name: 'Before you go on, please check your answers' })).toBeTruthy();
    expect(screen.getByText('Some of your answers mean this study may not be the right one for you. If one of them was a mistake, you can change it now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review my answers' }).getAttribute('href')).toBe(HOME);
  });

  it('is in Spanish on a Spanish page', async () => {
    await renderKind('CheckAgain', { at: STEP, locale: 'es', context: { decisions } });
    expect(screen.getByRole('heading', { level: 1, name: 'Antes de continuar, revise sus respuestas' })).toBeTruthy();
    expect(screen.getByText('Algunas de sus respuestas indican que este estudio quizá no sea el adecuado para usted. Si alguna fue un error, puede cambiarla ahora.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Revisar mis respuestas' }).getAttribute('href')).toBe(HOME);
  });

  it('is followed with the keyboard alone, back to the screener with the visit kept', async () => {
    const { user, location: where } = await renderKind('CheckAgain', { at: STEP, context: { decisions } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Review my answers' }));
    expect(where()).toBe(STEP);
    await user.keyboard('{Enter}');
    expect(where()).toBe(HOME);
  });
});
