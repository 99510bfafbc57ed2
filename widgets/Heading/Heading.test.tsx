// @vitest-environment happy-dom
/**
 * A heading with the campaign's words, in the page's language. It shows words only: no control to reach with the
 * keyboard, no answer, so never in error.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderKind } from '../../tests/support/widgets/renderKind.tsx';

afterEach(cleanup);

describe('Heading', () => {
  it("shows a catalogue key's words as a second-level heading, in English and in Spanish", async () => {
    await renderKind('Heading', { field: { text: 'screener.result.otherConditions' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Do you have any other conditions?' })).toBeTruthy();
    cleanup();
    await renderKind('Heading', { locale: 'es', field: { text: 'screener.result.otherConditions' } });
    expect(screen.getByRole('heading', { level: 2, name: '¿Tiene alguna otra afección?' })).toBeTruthy();
  });

  it("shows the campaign's own words in the page's language", async () => {
    const text = { en: 'About your health', es: 'Sobre su salud' };
    await renderKind('Heading', { field: { text } });
    expect(screen.getByRole('heading', { level: 2, name: 'About your health' })).toBeTruthy();
    cleanup();
    await renderKind('Heading', { locale: 'es', field: { text } });
    expect(screen.getByRole('heading', { level: 2, name: 'Sobre su salud' })).toBeTruthy();
  });

  it('is passed over by the keyboard and holds no answer', async () => {
    const { user, answer, wrapper } = await renderKind('Heading', { field: { text: 'screener.result.otherConditions' } });
    await user.tab();
    expect(wrapper.contains(document.activeElement)).toBe(false);
    expect(answer()).toBeUndefined();
  });
});
