import { escapePointerToken } from './jsonPointer.ts';
/**
 * Where each JSON pointer's value sits in a JSON text, so an editor can show a checker problem at its place.
 * A small tolerant scanner: on malformed text it returns what it found before the error.
 */
export interface TextRange {
  start: number;
  end: number;
  line: number;
  column: number;
}


/** A key written twice in one object: JSON.parse keeps the last value and drops the first without a word. */
export interface DuplicateKey {
  key: string;
  /** The key's pointer; `jsonLocations` gives it the last value's place. */
  pointer: string;
  /** Where the first value, the one dropped, begins. */
  first: TextRange;
}

const LITERAL = /-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null/y;

export function jsonLocations(text: string): Map<string, TextRange> {
  return scanJson(text).locations;
}

export function duplicateKeys(text: string): DuplicateKey[] {
  return scanJson(text).duplicates;
}

/** Where the scanner found the text malformed (an offset), or null: the place of a syntax error JSON.parse does not give. */
export function malformedAt(text: string): number | null {
  return scanJson(text).malformedAt;
}

function scanJson(text: string): { locations: Map<string, TextRange>; duplicates: DuplicateKey[]; malformedAt: number | null } {
  const out = new Map<string, TextRange>();
  const duplicates: DuplicateKey[] = [];
  let i = 0;
  const lineStarts = [0];
  for (let k = 0; k < text.length; k++) if (text[k] === '\n') lineStarts.push(k + 1);
  const position = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if ((lineStarts[mid] ?? 0) <= offset) lo = mid; else hi = mid - 1; }
    return { line: lo + 1, column: offset - (lineStarts[lo] ?? 0) + 1 };
  };
  const ws = () => { while (i < text.length && /\s/.test(text[i] as string)) i++; };
  const fail = () => { throw new Error('malformed'); };
  const string = (): string => {
    if (text[i] !== '"') fail();
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (pointer: string): void => {
    ws();
    const start = i;
    const c = text[i];
    if (c === '{') {
      i++; ws();
      const keys = new Set<string>();
      while (text[i] !== '}') {
        ws();
        const key = string();
        ws(); if (text[i++] !== ':') fail();
        const at = `${pointer}/${escapePointerToken(key)}`;
        const first = keys.has(key) ? out.get(at) : undefined;
        keys.add(key);
        value(at);
        if (first) duplicates.push({ key, pointer: at, first });
        ws();
        if (text[i] === ',') i++; else if (text[i] !== '}') fail();
        ws();
      }
      i++;
    } else if (c === '[') {
      i++; ws();
      let index = 0;
      while (text[i] !== ']') {
        value(`${pointer}/${index++}`);
        ws();
        if (text[i] === ',') i++; else if (text[i] !== ']') fail();
        ws();
      }
      i++;
    } else if (c === '"') {
      string();
    } else {
      // Sticky, from i: a number of any length is read whole (a slice of 40 characters stopped the scan at a longer one).
      LITERAL.lastIndex = i;
      const m = LITERAL.exec(text);
      if (!m) fail();
      i += (m as RegExpExecArray)[0].length;
    }
    out.set(pointer, { start, end: i, ...position(start) });
  };
  try {
    value('');
    return { locations: out, duplicates, malformedAt: null };
  } catch {
    // Keep what was found before the error, and where it is.
    return { locations: out, duplicates, malformedAt: Math.min(i, text.length) };
  }
}

/** The range for a pointer, or for its nearest parent that exists (an unknown key's parent object, say). */
export function locate(locations: ReadonlyMap<string, TextRange>, pointer: string): TextRange | null {
  let p = pointer;
  for (;;) {
    const hit = locations.get(p);
    if (hit) return hit;
    if (!p) return null;
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

/** The character at an offset as a range, with its line and column (from 1): a syntax error's place, for an author. */
export function rangeAt(text: string, offset: number): TextRange {
  const start = Math.max(0, Math.min(offset, text.length));
  const before = text.slice(0, start);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { start, end: Math.min(start + 1, text.length), line: before.split('\n').length, column: start - lineStart + 1 };
}
