import { describe, expect, it } from 'vitest';
import { duplicateKeys, jsonLocations, lineColumnAt, locate } from './jsonLocations.ts';

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

describe('lineColumnAt', () => {
  it('gives the line and column of an offset, counted from 1', () => {
    expect(lineColumnAt('{\n  "a": x\n}', 9)).toEqual({ line: 2, column: 8 });
    expect(lineColumnAt('{}', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd', 99)).toEqual({ line: 2, column: 3 });
  });
});
