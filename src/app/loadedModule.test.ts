import { describe, expect, it, vi } from 'vitest';
import { loadedModule } from './loadedModule.ts';

describe('a module held once it has come', () => {
  it('is held as it is once loaded, so a tap goes on in its own task', async () => {
    const module = { book: () => 'booked' };
    const load = vi.fn(async () => module);
    const held = loadedModule(load);
    expect(held.now()).toBeNull();
    await expect(held.load()).resolves.toBe(module);
    expect(held.now()).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads once however often it is asked for while on its way', async () => {
    const load = vi.fn(async () => ({ name: 'search' }));
    const held = loadedModule(load);
    const [a, b] = [held.load(), held.load()];
    expect(a).toBe(b);
    await a;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again at the next call, and holds nothing meanwhile', async () => {
    const module = { name: 'survey' };
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(module);
    const held = loadedModule(load as () => Promise<typeof module>);
    await expect(held.load()).rejects.toThrow('offline');
    expect(held.now()).toBeNull();
    await expect(held.load()).resolves.toBe(module);
    expect(held.now()).toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
