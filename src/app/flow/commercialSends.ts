import type { FlowStore } from '../state/store.ts';

/**
 * Each visit's commercial consents on their way, sent one after another so that a retried choice never lands after a
 * later one. A lead save waits for them (work.ts storeLead): a grant still on its way when a changed phone was saved
 * was stored with the new phone, which the person had not ticked it for.
 */
export const commercialSends = new WeakMap<FlowStore, Promise<void>>();
