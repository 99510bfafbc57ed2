// @vitest-environment happy-dom
/** The 'More Information' bar: a named navigation of links to the screener's sections; it holds no answer. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderKind, testContext } from '../../tests/support/widgets/renderKind.tsx';

afterEach(cleanup);

const links = (name: string) => within(screen.getByRole('navigation', { name })).getAllByRole('link');

describe('MoreInformation', () => {
  it("is a navigation named More Information, linking to the screener's four sections", async () => {
    await renderKind('MoreInformation');
    expect(links('More Information').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Benefits', '#benefits'], ['Study Details', '#study-details'], ['Eligibility', '#eligibility'], ['Testimonials', '#testimonials'],
    ]);
  });

  it("is not there when the study's details it links to are not shown below the step", async () => {
    await renderKind('MoreInformation', { context: { decisions: { ...testContext().decisions, studyDetailsShown: false } } });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('is worded in Spanish on a Spanish page', async () => {
    await renderKind('MoreInformation', { locale: 'es' });
    expect(links('Más información').map((a) => a.textContent)).toEqual(['Beneficios', 'Detalles del estudio', 'Requisitos', 'Testimonios']);
  });

  it('is reached link by link with the keyboard', async () => {
    const { user } = await renderKind('MoreInformation');
    const [benefits, details, eligibility, testimonials] = links('More Information');
    for (const link of [benefits, details, eligibility, testimonials]) {
      await user.tab();
      expect(document.activeElement).toBe(link);
    }
  });

  it('adds nothing to the answers and marks nothing invalid: it only shows the way', async () => {
    const { user, answer, message } = await renderKind('MoreInformation');
    await user.tab();
    expect(answer()).toBeUndefined();
    expect(message()).toBe('');
    expect(document.querySelectorAll('[aria-invalid], input, select, button')).toHaveLength(0);
  });
});
