/**
 * Equality of JSON values as Ajv's (fast-deep-equal) sees them: plain objects of the same keys and equal members,
 * arrays of equal items in order; NaN equals NaN. Anything else that is an object (a Map, a Date, a class's instance)
 * equals only itself: its contents are not its keys, so two different ones are never taken as the same value.
 * A function likewise equals only itself.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isPlain(a) && isPlain(b)) {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, i) => jsonEqual(item, (b as unknown[])[i]));
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return Number.isNaN(a) && Number.isNaN(b);
}

function isPlain(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === Array.prototype || prototype === null;
}
