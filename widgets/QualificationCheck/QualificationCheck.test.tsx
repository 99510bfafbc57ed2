// @vitest-environment happy-dom
/**
 * The partner agent's 'Check Candidate Qualification': each press counts (a change of the count runs the check), the
 * button says it is checking and does not count again meanwhile, then the result: qualified, or the failed check's message.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderKind } from '../../tests/support/widgets/renderKind.tsx';
import type { PartnerCheckResult } from '../../src/core/eligibility/partnerCheck.ts';
import { validateStep } from '../../src/engine/validateStep.ts';
import { resolveCountry } from '../../src/core/countries.ts';

afterEach(cleanup);

const qualified: PartnerCheckResult = { ok: true, reason: 'qualified' };
const bmi: PartnerCheckResult = { ok: false, reason: 'bmi' };
const noSite: PartnerCheckResult = { ok: false, reason: 'noSite' };

describe('QualificationCheck', () => {
  it('is a button named for the check, without a result before the first check', async () => {
    await renderKind('QualificationCheck');
    const button = screen.getByRole('button', { name: 'Check Candidate Qualification' });
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(screen.queryByTestId('partner-check')).toBeNull();
  });

  it('is in Spanish on a Spanish page, its results too', async () => {
    await renderKind('QualificationCheck', { locale: 'es' });
    expect(screen.getByRole('button', { name: 'Verificar la calificación del candidato' })).toBeTruthy();
    cleanup();
    await renderKind('QualificationCheck', { locale: 'es', context: { partnerCheck: qualified } });
    expect(screen.getByRole('button', { name: '¡Candidato calificado!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('¡Candidato calificado!');
    cleanup();
    await renderKind('QualificationCheck', { locale: 'es', context: { partnerCheck: bmi } });
    expect(screen.getByRole('alert').textContent).toBe('El candidato no cumple el requisito de IMC del estudio. Revise la estatura y el peso.');
    cleanup();
    await renderKind('QualificationCheck', { locale: 'es', context: { partnerCheck: 'checking' } });
    expect(screen.getByRole('button', { name: 'Verificando…' })).toBeTruthy();
  });

  it('counts each press made with the keyboard alone, Enter or Space, from the count held', async () => {
    const { user, answer } = await renderKind('QualificationCheck');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check Candidate Qualification' }));
    await user.keyboard('{Enter}');
    expect(answer()).toBe(1);
    await user.keyboard(' ');
    expect(answer()).toBe(2);
    cleanup();
    const back = await renderKind('QualificationCheck', { value: 3 });
    await back.user.tab();
    await back.user.keyboard('{Enter}');
    expect(back.answer()).toBe(4);
  });

  it('while checking: says so, stays in the Tab order, and a press does not count', async () => {
    const { user, answer } = await renderKind('QualificationCheck', { value: 2, context: { partnerCheck: 'checking' } });
    const button = screen.getByRole('button', { name: 'Checking…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(answer()).toBe(2);
    expect(screen.queryByTestId('partner-check')).toBeNull();
  });

  it("reads 'Candidate Qualified!' on success, said once by a status, and shows a failed check as an alert beside the button named for the check", async () => {
    const { user, answer } = await renderKind('QualificationCheck', { value: 1, context: { partnerCheck: qualified } });
    const button = screen.getByRole('button', { name: 'Candidate Qualified!' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Candidate Qualified!');
    expect(screen.getByRole('status').className).toBe('visually-hidden');
    expect(screen.queryByRole('alert')).toBeNull();
    // Pressed again, it checks again.
    await user.click(button);
    expect(answer()).toBe(2);
    cleanup();
    await renderKind('QualificationCheck', { context: { partnerCheck: noSite } });
    expect(screen.getByRole('button', { name: 'Check Candidate Qualification' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('No study site was found for the given postal code.');
    expect(screen.getByRole('alert').className).toBe('notice notice--error');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is never a field in error: no rule judges the count, so the check itself reports what fails', async () => {
    // Why this kind has no error wiring to test: even required and never pressed, the step finds nothing wrong with it.
    const country = resolveCountry('US');
    expect(validateStep([{ kind: 'QualificationCheck', required: true }], {}, { country, today: '2030-01-01' })).toEqual({});
    const { message } = await renderKind('QualificationCheck', { context: { partnerCheck: bmi } });
    expect(message()).toBe('');
    expect(screen.getByRole('button', { name: 'Check Candidate Qualification' }).hasAttribute('aria-invalid')).toBe(false);
  });
});
