import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withMutationHold } from './rrwebMutationHold.ts';

// The module build the page imports, beside the CommonJS one that require resolves (the package exports no other path).
const bundle = readFileSync(join(dirname(createRequire(import.meta.url).resolve('rrweb')), 'rrweb.js'), 'utf8');

/**
 * What the hold does in a browser (a step's changes recorded only after its frame) is pinned by the recorded-visit
 * end-to-end spec: a DOM without a browser's own prototypes (happy-dom) gives rrweb's observer a context of its own.
 */
describe("rrweb's record, as the build gives it", () => {
  it('gets holdMutations and releaseMutations after freezePage, once, which lock and unlock every buffer; nothing else changes', () => {
    const held = withMutationHold(bundle);
    expect(held.match(/record\.holdMutations = /g)).toHaveLength(1);
    expect(held.match(/record\.releaseMutations = /g)).toHaveLength(1);
    expect(held).toContain('record.holdMutations = () => {\n\tmutationBuffers.forEach((buf) => buf.lock());\n};');
    expect(held).toContain('record.releaseMutations = () => {\n\tmutationBuffers.forEach((buf) => buf.unlock());\n};');
    expect(held.indexOf('record.holdMutations')).toBeGreaterThan(held.indexOf('record.freezePage = '));
    expect(held.replace(/record\.holdMutations = [\s\S]*?\n\};\nrecord\.releaseMutations = [\s\S]*?\n\};\n/, '')).toBe(bundle);
  });

  it('stops the build when rrweb is no longer as in 2.2.2, or the hold is there already', () => {
    expect(() => withMutationHold(withMutationHold(bundle))).toThrow(/hold already there/);
    expect(() => withMutationHold(bundle.replace('\tlock() {\n\t\tthis.locked = true;', '\tlock() {\n\t\tthis.locked = 1;'))).toThrow(/1 freezePage, 0 lock and unlock/);
    expect(() => withMutationHold('export {}')).toThrow(/0 freezePage, 0 lock and unlock/);
  });
});
