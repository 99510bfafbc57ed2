/**
 * A widget whose code downloads when a step needs it, so widgets that only later steps show stay out of the first
 * step's scripts. The step gate preloads it before the step renders; rendered first, it suspends until it is in.
 */
import { use } from 'react';
import type { KindWidget, KindWidgetProps } from './types.ts';
import type { CataloguePart } from '../src/engine/catalogueParts.ts';

export type LazyWidget = ((props: KindWidgetProps) => React.JSX.Element) & {
  /** Downloads the widget once; a failed download is tried again by the next call. */
  preload: () => Promise<void>;
  ready: () => boolean;
  /** The chunk it downloads, when several widgets share one (the server hints some of them, src/engine/widgetChunks.ts). */
  chunk: string | null;
  /** The last part of the catalogue it reads (src/engine/catalogueParts.ts): the step gate waits for the words through it. */
  words: CataloguePart;
};

export function lazyWidget(load: () => Promise<KindWidget>, chunk: string | null = null, words: CataloguePart = 'first'): LazyWidget {
  let widget: KindWidget | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then((loaded) => { widget = loaded; }, (error: unknown) => { loading = null; throw error; });
    return loading;
  };
  function Lazy(props: KindWidgetProps) {
    if (!widget) use(preload());
    const Widget = widget as unknown as KindWidget;
    return <Widget {...props} />;
  }
  return Object.assign(Lazy, { preload, ready: () => widget !== null, chunk, words });
}

export function isLazyWidget(widget: unknown): widget is LazyWidget {
  return typeof widget === 'function' && typeof (widget as Partial<LazyWidget>).preload === 'function';
}
