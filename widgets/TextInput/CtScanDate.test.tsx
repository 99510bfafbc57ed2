// @vitest-environment happy-dom
/**
 * The CT scan appointment: an optional date labelled in the page's language with the country's format as a hint,
 * masked as typed, held as typed and saved as an ISO date only when it is still to come, its error tied to the box.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { applyAnswers } from '../../src/engine/applyAnswers.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { COUNTRIES } from '../../src/core/countries.ts';

afterEach(cleanup);

/** What Next stores on the candidate for this answer, on 2 March 2026. */
function saved(ctScanDate: unknown) {
  const path = { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false };
  return applyAnswers(emptyCandidate('US'), { ctScanDate } as never, { country: COUNTRIES.US, today: '2026-03-02', path }).ctScanAppointmentDate;
}

const LABEL = 'When is your CT scan appointment? (if you have one)';
const box = (name = LABEL) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('CtScanDate', () => {
  it("is an optional box labelled in English, described by the country's format", async () => {
    await renderKind('CtScanDate');
    expect(box().required).toBe(false);
    expect(box().placeholder).toBe('MM/DD/YYYY');
    expect(describedBy(box())).toEqual(['Format: MM/DD/YYYY']);
  });

  it('is labelled and described in Spanish on a Spanish page', async () => {
    await renderKind('CtScanDate', { locale: 'es' });
    expect(describedBy(box('¿Cuándo es su cita de tomografía? (si tiene una)'))).toEqual(['Formato: MM/DD/AAAA']);
  });

  it('is typed as digits with the keyboard alone, masked, and saved as an ISO date when still to come', async () => {
    const { user, answer } = await renderKind('CtScanDate');
    await user.tab();
    expect(document.activeElement).toBe(box());
    await user.keyboard('04152026');
    expect(box().value).toBe('04/15/2026');
    expect(answer()).toBe('04/15/2026');
    expect(saved(answer())).toBe('2026-04-15');
  });

  it('holds a past appointment as typed but saves none, and no answer once emptied', async () => {
    const { user, answer } = await renderKind('CtScanDate');
    await user.tab();
    await user.keyboard('01152026');
    expect(answer()).toBe('01/15/2026');
    expect(saved(answer())).toBeNull();
    await user.clear(box());
    expect(answer()).toBeUndefined();
  });

  it('shows the date held when the visitor comes back', async () => {
    await renderKind('CtScanDate', { value: '04/15/2026' });
    expect(box().value).toBe('04/15/2026');
  });

  it('in error: marked invalid and described by its message beside the format; out of error: the format only', async () => {
    const { message } = await renderKind('CtScanDate', { error: 'Please enter a date in the future' });
    expect(message()).toBe('Please enter a date in the future');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toEqual(['Format: MM/DD/YYYY', 'Please enter a date in the future']);
    cleanup();
    await renderKind('CtScanDate');
    expect(box().hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(box())).toEqual(['Format: MM/DD/YYYY']);
  });
});
