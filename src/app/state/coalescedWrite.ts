/**
 * Storage writes are synchronous and serialise the whole visit: several store updates (a submit sets its phases one
 * after another) are written once, when `schedule` runs the write.
 */

/** A writer that keeps only the latest value asked for and writes it once `schedule` runs it. */
export function coalescedWrite<T>(write: (value: T) => void, schedule: (run: () => void) => void): (value: T) => void {
  let pending: { value: T } | null = null;
  return (value) => {
    const first = pending === null;
    pending = { value };
    if (!first) return;
    schedule(() => {
      const latest = pending as { value: T };
      pending = null;
      write(latest.value);
    });
  };
}

/** True when every key of `keys` holds the same value (by identity) in both. */
export function sameAt<T extends object>(previous: T | null, next: T, keys: ReadonlyArray<keyof T>): boolean {
  if (previous === null) return false;
  for (const k of keys) if (previous[k] !== next[k]) return false;
  return true;
}
