// @vitest-environment happy-dom
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { isLazyWidget, lazyWidget } from './lazyWidget.tsx';
import type { KindWidget, KindWidgetProps } from './types.ts';

afterEach(cleanup);

const Loaded: KindWidget = (props: KindWidgetProps) => <p>widget {props.id}</p>;
const props = { id: 'root_x' } as KindWidgetProps;

describe('lazyWidget', () => {
  it('downloads once, however often it is preloaded or rendered, then renders the widget', async () => {
    const load = vi.fn(() => Promise.resolve(Loaded));
    const Widget = lazyWidget(load);
    expect(isLazyWidget(Widget)).toBe(true);
    expect(Widget.ready()).toBe(false);
    await act(async () => { render(<Suspense fallback={<p>waiting</p>}><Widget {...props} /></Suspense>); });
    await Widget.preload();
    expect(await screen.findByText('widget root_x')).toBeTruthy();
    expect(Widget.ready()).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Loaded);
    const Widget = lazyWidget(load);
    await expect(Widget.preload()).rejects.toThrow('offline');
    await Widget.preload();
    expect(Widget.ready()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells a lazy widget from a plain one', () => {
    expect(isLazyWidget(Loaded)).toBe(false);
  });
});
