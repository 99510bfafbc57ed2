/**
 * What the visitor typed, taken out of free text before it leaves the browser (an error report). scrubPersonalData
 * finds addresses, phones and dates by their shape, but cannot tell a name (or a condition typed in a box) from any
 * other word; the page can, as it holds what was typed. A careless message quoting "Zenobia Quixley" reached the
 * server's reports and logs whole.
 */

/** The words of a value that stand for it alone: a full name's first and last names, each at least two letters long, and the name run together. */
function partsOf(value: string): string[] {
  const whole = value.trim();
  // A hyphenated name's parts too (Mary-Jane O'Neil-Smith: Mary, Jane, O'Neil, Smith).
  const words = [...new Set([...whole.split(/\s+/), ...whole.split(/[\s-]+/)])].filter((word) => word.length >= 2);
  // The name run together too, as a message may join its parts (ZenobiaQuixley).
  return words.length > 1 ? [whole, words.join(''), ...words] : [whole];
}

/**
 * The values worth taking out: those with a letter and at least two characters. A number alone (a height, a weight)
 * is left to scrubPersonalData's rules, as taking it out everywhere would blank a stack's line and column numbers.
 */
export function typedValuesOf(values: ReadonlyArray<string | null | undefined>): string[] {
  const all = values.flatMap((value) => (typeof value === 'string' ? partsOf(value) : []));
  return [...new Set(all.filter((value) => value.length >= 2 && /\p{L}/u.test(value)))].sort((a, b) => b.length - a.length);
}

// The pattern's own characters only: under the `u` flag any other escaped (a hyphen's `\-`) is a syntax error, which
// left every report of a visitor with a hyphenated name unsent.
const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The text with each typed value (typedValuesOf), as a whole word in any case, replaced by "[typed]". */
export function withoutTypedValues(text: string, values: ReadonlyArray<string | null | undefined>): string {
  const typed = typedValuesOf(values);
  if (!typed.length) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${typed.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(pattern, '[typed]');
}
