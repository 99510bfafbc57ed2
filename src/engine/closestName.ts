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

/** The length of the longest run of characters two names share ('qualifcheck' and 'qualificationcheck': 6). */
function longestCommonRun(a: string, b: string): number {
  let longest = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      if (a[i - 1] === b[j - 1]) current[j] = (previous[j - 1] ?? 0) + 1;
      longest = Math.max(longest, current[j] ?? 0);
    }
    previous = current;
  }
  return longest;
}

/**
 * The known names an unknown one is nearest to when it is no slip ('Telephone' → 'Phone', 'ConsentCheckbox' → the
 * consent kinds): those sharing its longest run of letters, ignoring case, then the fewest edits; at most `count`.
 * Far better than a list of every name when the list is long.
 */
export function nearestNames(unknown: string, known: readonly string[], count = 3): string[] {
  const target = unknown.toLowerCase();
  const scored = known.map((name) => ({ name, run: longestCommonRun(target, name.toLowerCase()), distance: editDistance(target, name.toLowerCase()) }));
  const best = Math.max(0, ...scored.map((s) => s.run));
  return scored.filter((s) => s.run === best).sort((a, b) => a.distance - b.distance).slice(0, count).map((s) => s.name);
}
