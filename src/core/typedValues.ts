/**
 * What the visitor typed, taken out of free text before it leaves the browser (an error report). scrubPersonalData
 * finds addresses, phones and dates by their shape, but cannot tell a name (or a condition typed in a box) from any
 * other word; the page can, as it holds what was typed. A careless message quoting "Zenobia Quixley" reached the
 * server's reports and logs whole.
 */

/**
 * The words of a value that stand for it alone: a full name's first and last names and a hyphenated name's parts (Mary,
 * Jane, O'Neil, Smith), each at least two characters long, and the name run together (MaryJaneO'NeilSmith), as a
 * message may join them.
 */
function partsOf(value: string): string[] {
  const whole = value.trim();
  const pieces = whole.split(/[\s-]+/);
  // What is too short to stand for the name is left out by worthTakingOut, as repeats are by typedValuesOf.
  return [whole, pieces.join(''), ...whole.split(/\s+/), ...pieces];
}

/**
 * Worth taking out: a word (a letter in it) of two characters or more, or a code of five digits or more, spaces and
 * hyphens aside (a postal code, 77030-1234, which no pattern tells from other numbers). A short number (a height, a weight) is left to scrubPersonalData's
 * rules: taken out everywhere, it blanked a stack's line and column numbers (a five-digit code may blank a column that
 * happens to be the same number, which only makes the report say less).
 */
const worthTakingOut = (value: string): boolean => (value.length >= 2 && /\p{L}/u.test(value)) || /^\d{5,}$/.test(value.replace(/[\s-]/g, ''));

/** The values worth taking out (worthTakingOut), of every value and its parts, longest first. */
export function typedValuesOf(values: ReadonlyArray<string | null | undefined>): string[] {
  const all = values.flatMap((value) => (typeof value === 'string' ? partsOf(value) : []));
  return [...new Set(all.filter(worthTakingOut))].sort((a, b) => b.length - a.length);
}

// The pattern's own characters only: under the `u` flag any other escaped (a hyphen's `\-`) is a syntax error, which
// left every report of a visitor with a hyphenated name unsent. An apostrophe matches a curly one (O’Neil) too.
const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/['\u2018\u2019]/g, "['\u2018\u2019]");

/** The text with each typed value (typedValuesOf), as a whole word in any case, replaced by "[typed]". */
export function withoutTypedValues(text: string, values: ReadonlyArray<string | null | undefined>): string {
  const typed = typedValuesOf(values);
  if (!typed.length) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${typed.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(pattern, '[typed]');
}
