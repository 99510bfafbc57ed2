/**
 * The known name an author most likely meant by an unknown one ('BirthDay' → 'BirthDate', 'afterEmial' →
 * 'afterEmail'): the fewest single-letter edits, ignoring case, if few enough to be a slip rather than another word.
 */
export function closestName(unknown: string, known: readonly string[]): string | null {
  const target = unknown.toLowerCase();
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const name of known) {
    const distance = editDistance(target, name.toLowerCase());
    if (distance < bestDistance) { best = name; bestDistance = distance; }
  }
  // A slip changes a few letters; beyond a third of the name it is another word.
  return best !== null && bestDistance <= Math.max(2, Math.floor(target.length / 3)) ? best : null;
}

/** Levenshtein distance: insertions, deletions and substitutions of one character each. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
