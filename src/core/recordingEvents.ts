/** rrweb events as this product stores them: the page address they carry loses its personal prefill parameters. */
import { withoutPersonalParams } from './personalUrl.ts';

/** rrweb's EventType.Meta: the event that carries the page's address and size. */
export const META_EVENT = 4;

export interface RecordedEvent {
  type: number;
  data: object;
  timestamp: number;
}

/** The events with the address of every Meta event cleaned; other events are returned as they are. */
export function withoutPersonalHrefs<E extends RecordedEvent>(events: readonly E[]): E[] {
  return events.map((e) => {
    const href = (e.data as { href?: unknown }).href;
    if (e.type !== META_EVENT || typeof href !== 'string') return e;
    return { ...e, data: { ...e.data, href: withoutPersonalParams(href) } };
  });
}
