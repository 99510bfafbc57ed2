import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseFullName, validateFullName } from './fullName.ts';

// The word alphabet from the brief. Note that À-ÿ also holds × (U+00D7) and ÷ (U+00F7), which are not letters.
const word = fc.stringMatching(/^[A-Za-zÀ-ÿ]{1,12}$/);
// The same range without × and ÷: letters only.
const letterWord = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{1,12}$/);
const gap = fc.stringMatching(/^[ \t]{1,4}$/);
const pad = fc.stringMatching(/^[ \t]{0,4}$/);

/** Words joined by arbitrary runs of spaces/tabs, padded on both sides. */
function spaced(words: fc.Arbitrary<string>) {
  return fc
    .array(words, { minLength: 2, maxLength: 5 })
    .chain((ws) => fc.tuple(fc.constant(ws), fc.array(gap, { minLength: ws.length - 1, maxLength: ws.length - 1 }), pad, pad))
    .map(([ws, gaps, before, after]) => ({
      words: ws,
      text: before + ws.map((w, i) => (i === 0 ? w : (gaps[i - 1] as string) + w)).join('') + after,
    }));
}

describe('full name properties', () => {
  it('last word is the last name, the rest joined by single spaces is the first name', () => {
    fc.assert(fc.property(spaced(word), ({ words, text }) => {
      expect(parseFullName(text)).toEqual({ firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] });
    }), { numRuns: 500 });
  });

  it('two to five letter words are a valid full name', () => {
    fc.assert(fc.property(spaced(letterWord), ({ text }) => {
      expect(validateFullName(text)).toBeNull();
    }), { numRuns: 500 });
  });

  it('with the brief alphabet, the name is valid exactly when it holds a letter (× and ÷ are not letters)', () => {
    fc.assert(fc.property(spaced(word), ({ text }) => {
      expect(validateFullName(text)).toBe(/\p{L}/u.test(text) ? null : 'invalidFullName');
    }), { numRuns: 500 });
    expect(validateFullName('× ÷')).toBe('invalidFullName');
    expect(validateFullName('× Émile')).toBeNull();
  });

  it('a single word, however padded, is never a full name', () => {
    fc.assert(fc.property(word, pad, pad, (w, before, after) => {
      expect(parseFullName(before + w + after)).toBeNull();
      expect(validateFullName(before + w + after)).toBe('invalidFullName');
    }), { numRuns: 500 });
  });
});

describe('full name: what a paste brings along', () => {
  it('drops the characters that show nothing, wherever they are, and keeps the joiners scripts write names with', () => {
    expect(parseFullName('\u202Eana Diaz\u200B')).toEqual({ firstName: 'ana', lastName: 'Diaz' });
    expect(parseFullName('Ana\u{E0067} \uFEFFDiaz\u00AD')).toEqual({ firstName: 'Ana', lastName: 'Diaz' });
    expect(validateFullName('\u200B\u2060 \u200E')).toBe('required');
    // Blank 'letters' and other marks that show nothing are no name either.
    for (const blank of ['\u3164 \u3164', '\u115F\u1160 \uFFA0', '\u034F \u061C\u061C', '\u180E \u17B4']) expect(validateFullName(blank), JSON.stringify(blank)).toBe('required');
    expect(parseFullName('Ana\u3164 Di\u034Faz')).toEqual({ firstName: 'Ana', lastName: 'Diaz' });
    expect(parseFullName('Mehr\u200Cnaz Tehrani')).toEqual({ firstName: 'Mehr\u200Cnaz', lastName: 'Tehrani' });
  });

  it('refuses markup and control characters, not tabs between words', () => {
    expect(validateFullName('<script>alert(1)</script> Diaz')).toBe('invalidFullName');
    expect(validateFullName('Ana "><img src=x onerror=alert(1)>')).toBe('invalidFullName');
    expect(validateFullName('Ana\u0000 Diaz')).toBe('invalidFullName');
    expect(validateFullName('Ana\u007F Diaz')).toBe('invalidFullName');
    expect(validateFullName('Ana\tDiaz')).toBeNull();
    expect(validateFullName("Seán O'Brien-Smith")).toBeNull();
  });
});
