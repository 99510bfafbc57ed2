/** Equality of JSON values as Ajv's (fast-deep-equal) sees it: same constructor, same keys, equal members; NaN equals NaN. A function equals only itself. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (a.constructor !== b.constructor) return false;
    if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, i) => jsonEqual(item, (b as unknown[])[i]));
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return Number.isNaN(a) && Number.isNaN(b);
}
