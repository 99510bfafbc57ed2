/** Full-name rules (spec §5; design "our reading"). */
// Pictographs, flags, skin tones, and keycap / emoji-style sequences (U+20E3, U+FE0F), e.g. '1️⃣'.
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20E3|\uFE0F/u;

export function hasEmoji(value: string): boolean {
  return EMOJI.test(value);
}

export interface ParsedName {
  firstName: string;
  lastName: string;
}

/** Last word is the last name, the rest the first name; a single word gives no names. */
export function parseFullName(value: string): ParsedName | null {
  const words = value.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  const lastName = words[words.length - 1] as string;
  return { firstName: words.slice(0, -1).join(' '), lastName };
}

export type FullNameError = 'required' | 'invalidFullName';

export function validateFullName(value: string | undefined | null): FullNameError | null {
  const text = (value ?? '').trim();
  if (!text) return 'required';
  if (hasEmoji(text)) return 'invalidFullName';
  if (!parseFullName(text)) return 'invalidFullName';
  if (!/\p{L}/u.test(text)) return 'invalidFullName';
  return null;
}
