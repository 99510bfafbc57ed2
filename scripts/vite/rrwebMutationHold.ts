/**
 * rrweb handles every node a step change adds in the microtask after React's commit, before the browser paints the
 * new step: 11-21 ms of a phone's main thread on the screeners' steps, in the frame the visitor waits for. Two parts:
 * it walks the mutation records (every added subtree, node by node) and it serialises what they added. rrweb can
 * already hold the second: its mutation buffers keep what they observe while `locked` (it locks them while it takes
 * a full snapshot) and serialise it when unlocked. Its public `freezePage` does not serve: the first scroll or focus
 * event, which the arrival at a step always brings before its frame, undoes it. The build adds `record.holdMutations`
 * and `record.releaseMutations`, which lock and unlock every buffer, and while held a buffer keeps the records
 * themselves and walks them at the release, as one larger batch of the observer's (rrweb reads the DOM as it stands
 * when it walks a batch, so a later walk records the same final state; nothing was painted in between). The recorder
 * holds while a step changes and releases after its frame is painted (src/app/recording/recorder.ts). When rrweb's
 * code no longer looks as in 2.2.2, the build stops here.
 */
import type { Plugin } from 'vite';

const RRWEB_BUNDLE = /\/node_modules\/rrweb\/dist\/rrweb\.js$/;
/** rrweb's freezePage, after which the two functions are added: it shows that `mutationBuffers` is in scope there. */
const FREEZE_PAGE = /record\.freezePage = \(\) => \{\n\tcanvasManager\.freeze\(\);\n\tmutationBuffers\.forEach\(\(buf\) => buf\.freeze\(\)\);\n\};\n/g;
/** A buffer's lock and unlock, as takeFullSnapshot uses them: emit() does nothing while locked, unlock() emits. */
const LOCK_AND_UNLOCK = /\tlock\(\) \{\n\t\tthis\.locked = true;\n\t\}\n\tunlock\(\) \{\n\t\tthis\.locked = false;\n\t\tthis\.emit\(\);\n\t\}\n/g;

/** A buffer's handling of the observer's records, which the hold defers. */
const PROCESS_MUTATIONS = /\tprocessMutations = \(mutations\) => \{\n\t\tmutations\.forEach\(this\.processMutation\);\n\t\tthis\.emit\(\);\n\t\};\n/g;

const HELD_PROCESS_MUTATIONS = [
  '\tprocessMutations = (mutations) => {',
  '\t\tif (this.heldRecords) {',
  '\t\t\tfor (const m of mutations) this.heldRecords.push(m);',
  '\t\t\treturn;',
  '\t\t}',
  '\t\tmutations.forEach(this.processMutation);',
  '\t\tthis.emit();',
  '\t};',
  '',
].join('\n');

const ADDED = [
  'record.holdMutations = () => {',
  '\tmutationBuffers.forEach((buf) => {',
  '\t\tbuf.heldRecords = buf.heldRecords || [];',
  '\t\tbuf.lock();',
  '\t});',
  '};',
  'record.releaseMutations = () => {',
  '\tmutationBuffers.forEach((buf) => {',
  '\t\tconst held = buf.heldRecords || [];',
  '\t\tbuf.heldRecords = null;',
  '\t\theld.forEach(buf.processMutation);',
  '\t\tbuf.unlock();',
  '\t});',
  '};',
  '',
].join('\n');

/** rrweb's bundle with record.holdMutations and record.releaseMutations; throws when its code is not as in 2.2.2. */
export function withMutationHold(code: string): string {
  const freezes = code.match(FREEZE_PAGE)?.length ?? 0;
  const locks = code.match(LOCK_AND_UNLOCK)?.length ?? 0;
  const handlers = code.match(PROCESS_MUTATIONS)?.length ?? 0;
  if (freezes !== 1 || locks !== 1 || handlers !== 1 || code.includes('record.holdMutations')) {
    throw new Error(`rrweb's record is not as scripts/vite/rrwebMutationHold.ts expects (${freezes} freezePage, ${locks} lock and unlock, ${handlers} processMutations, hold ${code.includes('record.holdMutations') ? 'already there' : 'absent'}): check that a buffer's lock still holds its mutations and how it handles the observer's records, then update the plugin`);
  }
  return code.replace(FREEZE_PAGE, (freeze) => `${freeze}${ADDED}`).replace(PROCESS_MUTATIONS, HELD_PROCESS_MUTATIONS);
}

export function rrwebMutationHold(): Plugin {
  return {
    name: 'rrweb-mutation-hold',
    transform(code, id) {
      return RRWEB_BUNDLE.test(id) ? { code: withMutationHold(code), map: null } : null;
    },
  };
}
