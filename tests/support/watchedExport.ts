/**
 * One export of a module watched (the real function, called through a spy) while a unit test imports fresh copies of
 * the modules that use it. The unit tests share their worker's modules (vitest.config.ts, isolate: false), so a module
 * an earlier file loaded would never see a file-level vi.mock.
 */
import { vi, type Mock } from 'vitest';

type AnyFunction = (...args: never[]) => unknown;

/**
 * Runs `run` with `name` of `module` watched: `run` imports what it tests dynamically, and gets fresh copies bound to
 * the watch. `module` is a package's name or an absolute URL (`new URL('./x.ts', import.meta.url)`), as vi.doMock
 * resolves a relative path from the file that calls it. The module registry is fresh again afterwards, so no later
 * file gets the watched copy.
 */
export async function withWatchedExport<F extends AnyFunction>(module: URL | string, name: string, run: (watch: Mock<F>) => Promise<void>): Promise<void> {
  const path = typeof module === 'string' ? module : module.pathname;
  vi.resetModules();
  const real = await vi.importActual<Record<string, unknown>>(path);
  if (typeof real[name] !== 'function') throw new Error(`${path} exports no function named ${name}`);
  const watch = vi.fn(real[name] as F);
  vi.doMock(path, () => ({ ...real, [name]: watch }));
  try {
    await run(watch);
  } finally {
    vi.doUnmock(path);
    vi.resetModules();
  }
}
