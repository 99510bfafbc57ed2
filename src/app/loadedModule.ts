/**
 * A module of the page's that downloads when first asked for, held once it has come so that code run on a tap can use
 * it in the tap's own task. `await import()` of a module already in still resolves in a later task of the browser's,
 * after whatever is queued then (a booking's request left 15-45 ms after Book at 4x CPU, behind the dialog's close and
 * storage writes, where the booking's code had come with the calendar).
 */
export interface LoadedModule<T> {
  /** The module if it has come, else null: `module.now() ?? await module.load()` goes on in the caller's task once it has. */
  now: () => T | null;
  /** Downloads it once (a failed download is tried again by the next call). */
  load: () => Promise<T>;
}

export function loadedModule<T>(load: () => Promise<T>): LoadedModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    now: () => loaded,
    load: () => {
      loading ??= load().then((module) => (loaded = module), (error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}

