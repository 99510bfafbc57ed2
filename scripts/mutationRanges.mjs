// @ts-check
/**
 * Line ranges for StrykerJS's `mutate` found by name (stryker.config.mjs, stryker.booking.config.mjs), so a range
 * follows its file as it changes and the rest of the file is not mutated.
 */
import { readFileSync } from 'node:fs';

/**
 * `file:first-last`: from the line starting with `from` to the first line that is `}` alone after the line starting
 * with `to` (by default `from` itself: one top-level function).
 * @param {string} file
 * @param {string} from
 * @param {string} [to]
 */
export function linesOf(file, from, to = from) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((l) => l.startsWith(from));
  const last = lines.findIndex((l) => l.startsWith(to));
  const end = lines.findIndex((l, i) => i > last && l === '}');
  if (start < 0 || last < 0 || end < 0) throw new Error(`mutation ranges: ${from} or ${to} not found in ${file}`);
  return `${file}:${start + 1}-${end + 1}`;
}
