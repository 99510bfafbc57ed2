import { describe, expect, it, vi } from 'vitest';
import { prefetchIntegrations, withIntegration } from './onDemand.ts';

describe('withIntegration', () => {
  it('loads the integration when used, then uses it, and reports nothing', async () => {
    const order: string[] = [];
    const report = vi.fn();
    const manager = { startTagManager: async () => { order.push('fire'); } };
    const load = vi.fn(async () => { order.push('load'); return manager as never; });
    const done = withIntegration('tagManager', (m) => m.startTagManager({} as never), report, load);
    expect(order).toEqual(['load']);
    await done;
    expect(order).toEqual(['load', 'fire']);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a failed load, or a failure of the integration, under its name, and never rejects', async () => {
    const report = vi.fn();
    const offline = new Error('Failed to fetch dynamically imported module');
    await expect(withIntegration('tagManager', async () => undefined, report, async () => { throw offline; })).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith('tag manager', offline);
    const refused = new Error('HTTP 500');
    await expect(withIntegration('tagManager', async () => { throw refused; }, report, async () => ({}) as never)).resolves.toBeUndefined();
    expect(report).toHaveBeenLastCalledWith('tag manager', refused);
  });
});

describe('prefetchIntegrations', () => {
  it('downloads every integration once the browser is idle, and a failed download is left for its use', async () => {
    const loads = [vi.fn(async () => ({})), vi.fn(async () => { throw new Error('offline'); })];
    let idle: (() => void) | null = null;
    prefetchIntegrations((run) => { idle = run; }, loads);
    expect(loads[0]).not.toHaveBeenCalled();
    (idle as unknown as () => void)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads[0]).toHaveBeenCalledTimes(1);
    expect(loads[1]).toHaveBeenCalledTimes(1);
  });
});
