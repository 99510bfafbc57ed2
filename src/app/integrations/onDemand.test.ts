import { describe, expect, it, vi } from 'vitest';
import { withIntegration } from './onDemand.ts';

describe('withIntegration', () => {
  it('loads the integration when used, then uses it, and reports nothing', async () => {
    const order: string[] = [];
    const report = vi.fn();
    const load = vi.fn(async () => { order.push('load'); return { fire: async (n: number) => { order.push(`fire ${n}`); } }; });
    const done = withIntegration('partner pixel', load, (m) => m.fire(7), report);
    expect(order).toEqual(['load']);
    await done;
    expect(order).toEqual(['load', 'fire 7']);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a failed load, or a failure of the integration, under its name, and never rejects', async () => {
    const report = vi.fn();
    const offline = new Error('Failed to fetch dynamically imported module');
    await expect(withIntegration('tag manager', async () => { throw offline; }, async () => undefined, report)).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith('tag manager', offline);
    const refused = new Error('HTTP 500');
    await expect(withIntegration('ad security', async () => ({}), async () => { throw refused; }, report)).resolves.toBeUndefined();
    expect(report).toHaveBeenLastCalledWith('ad security', refused);
  });
});
