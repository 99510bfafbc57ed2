import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withElementMethodsChecked } from './rrwebElementCheck.ts';

// The module build the page imports, beside the CommonJS one that require resolves (the package exports no other path).
const bundle = readFileSync(join(dirname(createRequire(import.meta.url).resolve('rrweb')), 'rrweb.js'), 'utf8');

/** Element's entry in every list of that name in the bundle. */
function elementEntries(code: string, list: 'testableAccessors' | 'testableMethods'): string[][] {
  return [...code.matchAll(new RegExp(`var ${list}(?:\\$\\d+)? = \\{[^}]*?Element: \\[([^\\]]*)\\]`, 'g'))]
    .map((m) => [...(m[1] ?? '').matchAll(/"(\w+)"/g)].map((n) => n[1] ?? ''));
}

describe("rrweb's Element check, as the build gives it", () => {
  it('checks querySelector and querySelectorAll as methods in each copy of the check, and shadowRoot as the accessor it is', () => {
    expect(elementEntries(bundle, 'testableAccessors')).toEqual(Array(3).fill(['shadowRoot', 'querySelector', 'querySelectorAll']));
    const fixed = withElementMethodsChecked(bundle);
    expect(elementEntries(fixed, 'testableAccessors')).toEqual(Array(3).fill(['shadowRoot']));
    expect(elementEntries(fixed, 'testableMethods')).toEqual(Array(3).fill(['querySelector', 'querySelectorAll']));
    // Nothing else changes: the other keys' lists and the code around them are as rrweb ships them.
    expect(fixed.replace(/\s+/g, '')).toBe(bundle.replace(/\s+/g, '')
      .replaceAll('Element:["shadowRoot","querySelector","querySelectorAll"]', 'Element:["shadowRoot"]')
      .replaceAll('Element:[],MutationObserver:["constructor"]', 'Element:["querySelector","querySelectorAll"],MutationObserver:["constructor"]'));
  });

  it('stops the build when the lists are no longer as in rrweb 2.2.2 (fixed upstream, or changed)', () => {
    const fixedUpstream = withElementMethodsChecked(bundle);
    expect(() => withElementMethodsChecked(fixedUpstream)).toThrow(/if rrweb fixed them, remove the plugin/);
    expect(() => withElementMethodsChecked('export {}')).toThrow(/0 accessor lists, 0 method lists/);
  });
});
