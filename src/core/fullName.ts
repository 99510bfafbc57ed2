/** Full-name rules (spec §5; design "our reading"). */
// Pictographs, flags, skin tones, and keycap / emoji-style sequences (U+20E3, U+FE0F), e.g. '1️⃣'.
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20E3|\uFE0F/u;

export function hasEmoji(value: string): boolean {
  return EMOJI.test(value);
}

/**
 * Characters that show nothing and are no part of a name, which a paste can bring along: zero-width spaces, direction
 * overrides and marks (one turned 'ana' into 'ana' shown backwards), tags, the byte-order mark, soft hyphens, and the
 * blank 'letters' (Hangul fillers, U+3164) that passed for a name of letters. The joiners
 * some scripts write names with (U+200C, U+200D) stay.
 */
// Alternatives, not one character class: some of them combine with a neighbour, which a class would misread.
const INVISIBLE = /\u00AD|\u034F|\u061C|\u115F|\u1160|\u17B4|\u17B5|[\u180B-\u180E]|\u200B|\u200E|\u200F|[\u202A-\u202E]|[\u2060-\u2064]|[\u2066-\u2069]|\u3164|\uFEFF|\uFFA0|[\u{E0000}-\u{E007F}]/gu;

/**
 * A name as it is kept: without the invisible characters above, its spacing (a tab, a line break) one space, and
 * without the space around it. A line break in a name broke the lines of an export and of a coordinator's screen.
 */
export function cleanName(value: string | undefined | null): string {
  return (value ?? '').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** Markup and control characters but spacing: no one's name holds them, and a name is shown to coordinators in other tools. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const NOT_IN_A_NAME = /[<>\u0000-\u0008\u000E-\u001F\u007F-\u009F]/u;

export interface ParsedName {
  firstName: string;
  lastName: string;
}

/** Last word is the last name, the rest the first name; a single word gives no names. */
export function parseFullName(value: string): ParsedName | null {
  const words = cleanName(value).split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  const lastName = words[words.length - 1] as string;
  return { firstName: words.slice(0, -1).join(' '), lastName };
}

export type FullNameError = 'required' | 'invalidFullName';

export function validateFullName(value: string | undefined | null): FullNameError | null {
  const text = cleanName(value);
  if (!text) return 'required';
  if (hasEmoji(text) || NOT_IN_A_NAME.test(text)) return 'invalidFullName';
  if (!parseFullName(text)) return 'invalidFullName';
  if (!/\p{L}/u.test(text)) return 'invalidFullName';
  return null;
}
