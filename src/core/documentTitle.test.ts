import { describe, expect, it } from 'vitest';
import { documentTitle, titleHeading } from './documentTitle.ts';

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

describe('titleHeading', () => {
  it('takes the step\'s own heading first', () => {
    expect(titleHeading('What is your postal code?', { text: 'Other', personal: false }, 'Registration')).toBe('What is your postal code?');
  });

  it('takes the content\'s heading for a step without one, unless it quotes the visitor', () => {
    expect(titleHeading(null, { text: 'Thank you for your interest', personal: false }, 'Registration')).toBe('Thank you for your interest');
    expect(titleHeading(null, { text: 'Ottoline, thank you for your interest', personal: true }, 'Registration')).toBe('Registration');
    // A heading that quotes the visitor gives its words without the name, where it has them.
    expect(titleHeading(null, { text: '¡Gracias, Ana!', personal: true, title: '¡Gracias!' }, 'Registration')).toBe('¡Gracias!');
    expect(titleHeading(null, { text: 'Thank you, Ana!', personal: true, title: ' ' }, 'Registration')).toBe('Registration');
    expect(titleHeading(null, { text: 'Thank you for your interest', personal: false, title: 'Other words' }, 'Registration')).toBe('Thank you for your interest');
  });

  it('falls back to the campaign\'s page title when nothing else names the step', () => {
    expect(titleHeading(null, null, 'Registration')).toBe('Registration');
    expect(titleHeading(null, { text: '  ', personal: false }, 'Registro')).toBe('Registro');
    expect(titleHeading(null, { text: null, personal: false }, 'Registration')).toBe('Registration');
    expect(titleHeading('', null, 'Registration')).toBe('Registration');
  });
});
