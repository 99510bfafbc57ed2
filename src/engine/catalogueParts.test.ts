import { describe, expect, it } from 'vitest';
import en from '../../locales/en/translation.json';
import es from '../../locales/es/translation.json';
import { CATALOGUE_PARTS, LATER_SECTIONS, cataloguePart, includesPart, lastPart, laterKeysOfStep, partOfKey, partOfKeys, partsAfterFirstThrough, wordsPartOfStep } from './catalogueParts.ts';

describe('partOfKey', () => {
  it('puts a key in its part by its top-level section alone', () => {
    expect(partOfKey('screener.result.congratulations')).toBe('screener');
    expect(partOfKey('riskAssessment.legend')).toBe('screener');
    expect(partOfKey('search.title')).toBe('later');
    expect(partOfKey('booking.title')).toBe('later');
    expect(partOfKey('healthThankYou.heading')).toBe('later');
    expect(partOfKey('fields.phone.label')).toBe('first');
    expect(partOfKey('validation.screenIncomplete')).toBe('first');
    // A section's name inside a key, or a longer section name, is not that section.
    expect(partOfKey('fields.search.label')).toBe('first');
    expect(partOfKey('searching.title')).toBe('first');
    expect(partOfKey('screener')).toBe('screener');
    expect(partOfKey('screenerResult.title')).toBe('first');
  });
});

describe('cataloguePart', () => {
  it('splits each locale into parts that together are the whole catalogue, every section in exactly one', () => {
    for (const catalogue of [en, es] as Record<string, unknown>[]) {
      const first = cataloguePart(catalogue, 'first');
      const screener = cataloguePart(catalogue, 'screener');
      const later = cataloguePart(catalogue, 'later');
      expect(Object.keys(screener).sort()).toEqual(['riskAssessment', 'screener']);
      expect([...Object.keys(screener), ...Object.keys(later)].sort()).toEqual([...LATER_SECTIONS].sort());
      expect(Object.keys(first).some((section) => (LATER_SECTIONS as readonly string[]).includes(section))).toBe(false);
      expect({ ...first, ...screener, ...later }).toEqual(catalogue);
      expect(Object.keys(first).length + Object.keys(screener).length + Object.keys(later).length).toBe(Object.keys(catalogue).length);
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

describe('the order of the parts', () => {
  it('is first, screener, later: the words through a part hold those of every part before it', () => {
    expect(CATALOGUE_PARTS).toEqual(['first', 'screener', 'later']);
    expect(includesPart('later', 'screener')).toBe(true);
    expect(includesPart('later', 'first')).toBe(true);
    expect(includesPart('screener', 'screener')).toBe(true);
    expect(includesPart('screener', 'later')).toBe(false);
    expect(includesPart('first', 'screener')).toBe(false);
  });

  it('gives the last of several parts, whatever their order', () => {
    expect(lastPart([])).toBe('first');
    expect(lastPart(['first', 'first'])).toBe('first');
    expect(lastPart(['screener', 'first'])).toBe('screener');
    expect(lastPart(['later', 'screener'])).toBe('later');
    expect(lastPart(['screener', 'later', 'first'])).toBe('later');
  });

  it('downloads after the first part the parts through the one needed, in order', () => {
    expect(partsAfterFirstThrough('first')).toEqual([]);
    expect(partsAfterFirstThrough('screener')).toEqual(['screener']);
    expect(partsAfterFirstThrough('later')).toEqual(['screener', 'later']);
  });
});

describe('partOfKeys', () => {
  it('is the last part any key is in, the first for first-part keys alone or none', () => {
    expect(partOfKeys(['fields.email.label', 'healthQuestions.choose'])).toBe('later');
    expect(partOfKeys(['screener.home.title', 'fields.email.label'])).toBe('screener');
    expect(partOfKeys(['search.title', 'screener.home.title'])).toBe('later');
    expect(partOfKeys(['fields.email.label', 'nav.next'])).toBe('first');
    expect(partOfKeys([])).toBe('first');
  });
});

describe('wordsPartOfStep', () => {
  it("is the part of a step's own words: ws10's one-page screener needs the screener part, a search step the last", () => {
    expect(wordsPartOfStep({ title: 'screener.home.title', fields: [{ kind: 'FullName', label: 'fields.fullName.label' }] })).toBe('screener');
    expect(wordsPartOfStep({ title: 'screener.home.title', nextLabel: 'search.button', fields: [] })).toBe('later');
    expect(wordsPartOfStep({ title: 'signup.home.title', fields: [] })).toBe('first');
  });
});
