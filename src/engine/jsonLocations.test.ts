import { describe, expect, it } from 'vitest';
import { duplicateKeys, jsonLocations, locate, malformedAt, rangeAt } from './jsonLocations.ts';

const text = '{\n  "name": "ws22",\n  "steps": {\n    "a/b": { "fields": [ { "kind": "Phone" }, 3 ] }\n  }\n}';

describe('jsonLocations', () => {
  const at = jsonLocations(text);
  it('maps pointers to the value text with line and column', () => {
    const name = at.get('/name');
    expect(text.slice(name?.start, name?.end)).toBe('"ws22"');
    expect(name).toMatchObject({ line: 2, column: 11 });
    const kind = at.get('/steps/a~1b/fields/0/kind');
    expect(text.slice(kind?.start, kind?.end)).toBe('"Phone"');
    expect(kind?.line).toBe(4);
    expect(text.slice(at.get('/steps/a~1b/fields/1')?.start, at.get('/steps/a~1b/fields/1')?.end)).toBe('3');
    expect(at.get('')?.start).toBe(0);
  });

  it('falls back to the nearest parent for a pointer that names a missing key', () => {
    const field = locate(at, '/steps/a~1b/fields/0/colour');
    expect(text.slice(field?.start, field?.end)).toBe('{ "kind": "Phone" }');
    expect(field).toMatchObject({ line: 4 });
    expect(locate(at, '/nothing/here')).toMatchObject({ start: 0, end: text.length, line: 1, column: 1 });
  });

  it('keeps what it found before a syntax error', () => {
    const broken = jsonLocations('{ "name": "x", "steps": { "a": ');
    expect(broken.has('/name')).toBe(true);
    expect(broken.has('')).toBe(false);
  });
});

describe('duplicateKeys', () => {
  it('names each key written twice in one object, with the place of the first value, which JSON.parse drops', () => {
    const twice = '{\n  "home": "a",\n  "steps": {\n    "dob": { "title": "first" },\n    "name": {},\n    "dob": { "title": "second" }\n  },\n  "home": "b"\n}';
    const found = duplicateKeys(twice);
    expect(found.map((d) => [d.key, d.pointer])).toEqual([['dob', '/steps/dob'], ['home', '/home']]);
    expect(twice.slice(found[0]?.first.start, found[0]?.first.end)).toBe('{ "title": "first" }');
    expect(found[0]?.first).toMatchObject({ line: 4, column: 12 });
    expect(found[1]?.first).toMatchObject({ line: 2, column: 11 });
    // The pointer's own place stays the value JSON.parse keeps.
    expect(twice.slice(jsonLocations(twice).get('/steps/dob')?.start, jsonLocations(twice).get('/steps/dob')?.end)).toBe('{ "title": "second" }');
  });

  it('finds none where every object has its keys once, the same key in two objects included', () => {
    expect(duplicateKeys(text)).toEqual([]);
    expect(duplicateKeys('{ "a": { "x": 1 }, "b": { "x": 2 }, "c": [ { "x": 1 }, { "x": 2 } ] }')).toEqual([]);
  });
});

describe('rangeAt and malformedAt', () => {
  it('gives the character at an offset with its line and column, counted from 1', () => {
    expect(rangeAt('{\n  "a": x\n}', 9)).toEqual({ start: 9, end: 10, line: 2, column: 8 });
    expect(rangeAt('{}', 0)).toEqual({ start: 0, end: 1, line: 1, column: 1 });
    expect(rangeAt('ab\ncd', 99)).toEqual({ start: 5, end: 5, line: 2, column: 3 });
  });

  it('finds where a text stops being JSON, and nothing in JSON', () => {
    expect(malformedAt('{ "a": True }')).toBe(7);
    expect(malformedAt("{ 'a': 1 }")).toBe(2);
    expect(malformedAt('{ "a": 1')).toBe(8);
    expect(malformedAt('{ "a": [1, 2] }')).toBeNull();
  });

  it('reads a number of any length whole, and finds what follows it', () => {
    const long = `{ "n": 1${'0'.repeat(60)}, "a": 1, "a": 2 }`;
    expect(malformedAt(long)).toBeNull();
    expect(duplicateKeys(long).map((d) => d.key)).toEqual(['a']);
    // Every form of number, read whole: the duplicate after each is still found.
    for (const n of ['1.25', '-0.5', '2e10', '1.5E+10', '3e-7', '12345678901234567890.123']) {
      const text = `{ "n": ${n}, "a": 1, "a": 2 }`;
      expect(JSON.parse(text).a, n).toBe(2);
      expect(malformedAt(text), n).toBeNull();
      expect(duplicateKeys(text).map((d) => d.key), n).toEqual(['a']);
      expect(text.slice(jsonLocations(text).get('/n')?.start, jsonLocations(text).get('/n')?.end), n).toBe(n);
    }
  });
});
