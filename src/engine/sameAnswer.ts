/**
 * Whether two answers are the same value. A step's form gives its object answers (a height, a weight, the criteria,
 * the partner's consent) anew at every change of any field, so an answer compared by reference looked changed when
 * another was: a partner check's result went stale when the patient only answered whether to be connected.
 */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length
    && keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameAnswer((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
