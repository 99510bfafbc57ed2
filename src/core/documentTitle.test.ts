import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle.ts';

describe('documentTitle', () => {
  it('joins the heading, the step and the brand with en dashes', () => {
    expect(documentTitle(['What is your zip code?', 'Step 2 of 7', 'Trial Search'])).toBe('What is your zip code? – Step 2 of 7 – Trial Search');
  });

  it('leaves out missing and blank parts', () => {
    expect(documentTitle([null, 'Paso 1 de 3', undefined, '  ', 'Trials World'])).toBe('Paso 1 de 3 – Trials World');
    expect(documentTitle([' Thank you ', null])).toBe('Thank you');
    expect(documentTitle([])).toBe('');
  });
});
