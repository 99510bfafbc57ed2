import { describe, expect, it } from 'vitest';
import { jsonLocations, locate } from './jsonLocations.ts';

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
