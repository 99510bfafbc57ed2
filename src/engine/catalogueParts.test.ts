import { describe, expect, it } from 'vitest';
import en from '../../locales/en/translation.json';
import es from '../../locales/es/translation.json';
import { LATER_SECTIONS, cataloguePart, laterKeysOfStep, partOfKey, readsLaterWords } from './catalogueParts.ts';

describe('partOfKey', () => {
  it('puts a key in the later part by its top-level section alone', () => {
    expect(partOfKey('screener.result.congratulations')).toBe('later');
    expect(partOfKey('booking.title')).toBe('later');
    expect(partOfKey('healthThankYou.heading')).toBe('later');
    expect(partOfKey('fields.phone.label')).toBe('first');
    expect(partOfKey('validation.screenIncomplete')).toBe('first');
    // A section's name inside a key, or a longer section name, is not that section.
    expect(partOfKey('fields.search.label')).toBe('first');
    expect(partOfKey('searching.title')).toBe('first');
    expect(partOfKey('screener')).toBe('later');
  });
});

describe('cataloguePart', () => {
  it('splits each locale into two parts that together are the whole catalogue, every section in exactly one', () => {
    for (const catalogue of [en, es] as Record<string, unknown>[]) {
      const first = cataloguePart(catalogue, 'first');
      const later = cataloguePart(catalogue, 'later');
      expect(Object.keys(later).sort()).toEqual([...LATER_SECTIONS].sort());
      expect(Object.keys(first).some((section) => (LATER_SECTIONS as readonly string[]).includes(section))).toBe(false);
      expect({ ...first, ...later }).toEqual(catalogue);
      expect(Object.keys(first).length + Object.keys(later).length).toBe(Object.keys(catalogue).length);
    }
  });

  it('keeps the words a sign-up\'s first step shows in the first part', () => {
    const first = cataloguePart(en, 'first') as typeof en;
    expect(first.nav.back).toBe('Back');
    expect(first.validation.required).toBeTypeOf('string');
    expect(first.fields.phone.label).toBeTypeOf('string');
    expect(cataloguePart(en, 'later')).not.toHaveProperty('nav');
  });
});

describe('laterKeysOfStep', () => {
  it('finds the later keys a step names anywhere in its words, each once', () => {
    const step = {
      title: 'screener.home.title',
      subtitle: { en: 'search.title is not a key here', es: 'x' },
      nextLabel: 'search.showMatching',
      fields: [
        { kind: 'FullName', id: 'name', label: 'fields.fullName.label' },
        { kind: 'SingleChoice', id: 'q', options: [{ value: 'a', label: 'booking.title' }, { value: 'b', label: 'screener.home.title' }] },
      ],
    };
    expect(laterKeysOfStep(step).sort()).toEqual(['booking.title', 'screener.home.title', 'search.showMatching']);
  });

  it('finds none in a step of first-part words, plain text or bare section names', () => {
    expect(laterKeysOfStep({ title: 'signup.home.title', path: 'search', kind: 'StudySearchResults', text: 'See booking.title below', fields: [], min: 3, integer: true, unit: null })).toEqual([]);
    expect(laterKeysOfStep(undefined)).toEqual([]);
  });
});

describe('readsLaterWords', () => {
  it('is true when any key is in the later part, false for first-part keys alone or none', () => {
    expect(readsLaterWords(['fields.email.label', 'healthQuestions.choose'])).toBe(true);
    expect(readsLaterWords(['fields.email.label', 'nav.next'])).toBe(false);
    expect(readsLaterWords([])).toBe(false);
  });
});
