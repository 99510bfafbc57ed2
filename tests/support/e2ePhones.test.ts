/**
 * A worker's server and database serve every spec the worker runs, in an order that changes with the machine's pace,
 * and tests find their lead by its phone: a number typed in two spec files lets one test read the other's lead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E = join(import.meta.dirname, '..', 'e2e');
const PHONE = /(?:\b|\()(\d{3})\)?[- ](\d{3})-(\d{4})\b|\+1(\d{3})(\d{3})(\d{4})\b/g;

/** Each phone number (as ten digits) and the spec files that type or read it. */
export function phonesBySpec(files: ReadonlyArray<{ name: string; text: string }>): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const { name, text } of files) {
    for (const m of text.matchAll(PHONE)) {
      const digits = m.slice(1).filter(Boolean).join('');
      found.set(digits, (found.get(digits) ?? new Set()).add(name));
    }
  }
  return found;
}

describe('phone numbers in end-to-end specs', () => {
  it('reads the typed, the shown and the stored form', () => {
    const found = phonesBySpec([{ name: 'a', text: "fill('713-555-0110')" }, { name: 'b', text: "phone === '+17135550110'" }, { name: 'c', text: "toHaveValue('(713) 555-0110')" }]);
    expect([...(found.get('7135550110') ?? [])]).toEqual(['a', 'b', 'c']);
  });

  it('no number is in two spec files', () => {
    const specs = readdirSync(E2E).filter((f) => f.endsWith('.spec.ts')).map((name) => ({ name, text: readFileSync(join(E2E, name), 'utf8') }));
    expect(specs.length).toBeGreaterThan(20);
    const shared = [...phonesBySpec(specs)].filter(([, names]) => names.size > 1).map(([digits, names]) => `${digits}: ${[...names].join(', ')}`);
    expect(shared).toEqual([]);
  });
});
