/** rrweb's Replayer with its stylesheet, loaded only by the studio's replay page. */
import { Replayer } from 'rrweb';
import 'rrweb/dist/style.css';

export type { Replayer };

/** Mounts a paused replay of `events` in `root`, showing the first page; the frame gets an accessible title. */
export function mountReplayer(root: HTMLElement, events: object[], title: string): Replayer {
  const replayer = new Replayer(events as ConstructorParameters<typeof Replayer>[0], {
    root,
    skipInactive: true,
    showWarning: false,
    mouseTail: false,
  });
  replayer.iframe.title = title;
  return replayer;
}
