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
  it('gets holdMutations and releaseMutations after freezePage, once, and buffers that keep the records while held; nothing else changes', () => {
    const held = withMutationHold(bundle);
    expect(held.match(/record\.holdMutations = /g)).toHaveLength(1);
    expect(held.match(/record\.releaseMutations = /g)).toHaveLength(1);
    expect(held).toContain('record.holdMutations = () => {\n\tmutationBuffers.forEach((buf) => {\n\t\tbuf.heldRecords = buf.heldRecords || [];\n\t\tbuf.lock();\n\t});\n};');
    expect(held).toContain('record.releaseMutations = () => {\n\tmutationBuffers.forEach((buf) => {\n\t\tconst held = buf.heldRecords || [];\n\t\tbuf.heldRecords = null;\n\t\theld.forEach(buf.processMutation);\n\t\tbuf.unlock();\n\t});\n};');
    expect(held.indexOf('record.holdMutations')).toBeGreaterThan(held.indexOf('record.freezePage = '));
    expect(held.match(/if \(this\.heldRecords\) \{/g)).toHaveLength(1);
    const handler = '\tprocessMutations = (mutations) => {\n\t\tif (this.heldRecords) {\n\t\t\tfor (const m of mutations) this.heldRecords.push(m);\n\t\t\treturn;\n\t\t}\n\t\tmutations.forEach(this.processMutation);\n\t\tthis.emit();\n\t};\n';
    expect(held).toContain(handler);
    const original = '\tprocessMutations = (mutations) => {\n\t\tmutations.forEach(this.processMutation);\n\t\tthis.emit();\n\t};\n';
    expect(held.replace(/record\.holdMutations = [\s\S]*?\n\};\nrecord\.releaseMutations = [\s\S]*?\n\};\n/, '').replace(handler, original)).toBe(bundle);
  });

  it('holds the records themselves: walked and serialised only at the release, in the order observed, by a buffer as rrweb makes it', () => {
    const held = withMutationHold(bundle);
    // The buffer class and the two added functions, run on their own: a buffer whose walk and emit are watched.
    const start = held.indexOf('var MutationBuffer = class {');
    const end = held.indexOf('\n};\n', start) + 4;
    const added = held.slice(held.indexOf('record.holdMutations = '), held.indexOf('\n};\n', held.indexOf('record.releaseMutations = ')) + 4);
    const make = new Function('record', 'mutationBuffers', `${held.slice(start, end).replace('var MutationBuffer = class', 'const MutationBuffer = class')}\n${added}\nreturn MutationBuffer;`) as (record: Record<string, () => void>, buffers: unknown[]) => new () => unknown;
    const record: Record<string, () => void> = {};
    const buffers: Array<{ processMutation: (m: string) => void; emit: () => void; processMutations: (m: string[]) => void }> = [];
    const Buffer = make(record, buffers);
    const seen: string[] = [];
    const buffer = Object.assign(new Buffer() as object, {}) as (typeof buffers)[number] & { locked: boolean };
    buffer.processMutation = (m: string) => { seen.push(`walk ${m}`); };
    buffer.emit = () => { seen.push(buffer.locked ? 'emit (locked)' : 'emit'); };
    buffers.push(buffer);
    buffer.processMutations(['a']);
    expect(seen).toEqual(['walk a', 'emit']);
    seen.length = 0;
    record.holdMutations?.();
    buffer.processMutations(['b', 'c']);
    buffer.processMutations(['d']);
    expect(seen).toEqual([]);
    record.releaseMutations?.();
    expect(seen).toEqual(['walk b', 'walk c', 'walk d', 'emit']);
    seen.length = 0;
    buffer.processMutations(['e']);
    expect(seen).toEqual(['walk e', 'emit']);
  });

  it('stops the build when rrweb is no longer as in 2.2.2, or the hold is there already', () => {
    expect(() => withMutationHold(withMutationHold(bundle))).toThrow(/hold already there/);
    expect(() => withMutationHold(bundle.replace('\tlock() {\n\t\tthis.locked = true;', '\tlock() {\n\t\tthis.locked = 1;'))).toThrow(/1 freezePage, 0 lock and unlock, 1 processMutations/);
    expect(() => withMutationHold(bundle.replace('\t\tmutations.forEach(this.processMutation);\n\t\tthis.emit();', '\t\tmutations.forEach(this.processMutation);'))).toThrow(/1 lock and unlock, 0 processMutations/);
    expect(() => withMutationHold('export {}')).toThrow(/0 freezePage, 0 lock and unlock, 0 processMutations/);
  });
});
