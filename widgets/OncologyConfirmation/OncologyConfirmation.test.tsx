// @vitest-environment happy-dom
/**
 * The oncology thank-you: a region named by its heading, the brand's oncology number for the visitor's country as a
 * phone link, and cancer resources opening in a new tab; it holds no answer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderKind } from '../../tests/support/widgets/renderKind.tsx';
import type { FlowFormContext } from '../types.ts';

afterEach(cleanup);

const visitorFrom = (country: string): Partial<FlowFormContext> => ({ candidate: { country } as FlowFormContext['candidate'] });
const HEADING_EN = 'Thank you for your interest in cancer research';

describe('OncologyConfirmation', () => {
  it("is a region named by its heading, with the oncology line and the resources", async () => {
    await renderKind('OncologyConfirmation', { context: visitorFrom('US') });
    const region = screen.getByRole('region', { name: HEADING_EN });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(HEADING_EN);
    expect(within(region).getByText(/^Questions about cancer studies\? Call/)).toBeTruthy();
    const call = within(region).getByRole('link', { name: '1-877-555-0193' });
    expect(call.getAttribute('href')).toBe('tel:18775550193');
    expect(within(region).getByText('General cancer resources:')).toBeTruthy();
    const resources = [within(region).getByRole('link', { name: 'National Cancer Institute (opens in a new tab)' }), within(region).getByRole('link', { name: 'American Cancer Society (opens in a new tab)' })];
    expect(resources.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['https://www.cancer.gov/', '_blank', 'noopener noreferrer'], ['https://www.cancer.org/', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('gives a visitor abroad their own call centre, the oncology line being a US number', async () => {
    await renderKind('OncologyConfirmation', { context: visitorFrom('GB') });
    expect(screen.getByRole('link', { name: '0800-555-0190' }).getAttribute('href')).toBe('tel:08005550190');
  });

  it('is worded in Spanish on a Spanish page', async () => {
    await renderKind('OncologyConfirmation', { locale: 'es', context: visitorFrom('US') });
    const region = screen.getByRole('region', { name: 'Gracias por su interés en la investigación del cáncer' });
    expect(within(region).getByText(/^¿Preguntas sobre estudios de cáncer\? Llame al/)).toBeTruthy();
    expect(within(region).getByText('Recursos generales sobre el cáncer:')).toBeTruthy();
    // Each resource's own Spanish site: the English ones opened from a Spanish page.
    expect(within(region).getByRole('link', { name: 'Instituto Nacional del Cáncer (se abre en una pestaña nueva)' }).getAttribute('href')).toBe('https://www.cancer.gov/espanol');
    expect(within(region).getByRole('link', { name: 'Sociedad Americana contra el Cáncer (se abre en una pestaña nueva)' }).getAttribute('href')).toBe('https://www.cancer.org/es.html');
  });

  it('is reached link by link with the keyboard: the number first, then the resources', async () => {
    const { user } = await renderKind('OncologyConfirmation', { context: visitorFrom('US') });
    const order = ['1-877-555-0193', 'National Cancer Institute (opens in a new tab)', 'American Cancer Society (opens in a new tab)'];
    for (const name of order) {
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name }));
    }
  });

  it('adds nothing to the answers and marks nothing invalid: it only informs', async () => {
    const { user, answer, message } = await renderKind('OncologyConfirmation', { context: visitorFrom('US') });
    await user.tab();
    expect(answer()).toBeUndefined();
    expect(message()).toBe('');
    expect(document.querySelectorAll('[aria-invalid], input, select, button')).toHaveLength(0);
  });
});
