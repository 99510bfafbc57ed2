/** Email rule (spec §5): trimmed, a plausible address; required unless the step makes it optional. */
export type EmailError = 'required' | 'invalidEmail';

// No space, control, invisible or direction character (\p{C}) and none of the characters an address may hold only
// quoted (<>()[]\,;:"), which no one types and which an export or a mail header would take as markup.
const EMAIL = /^[^\s@\p{C}<>()[\]\\,;:"]+@[^\s@.\p{C}<>()[\]\\,;:"]+(\.[^\s@.\p{C}<>()[\]\\,;:"]+)+$/u;

export function validateEmail(value: string | undefined | null, required: boolean): EmailError | null {
  const text = (value ?? '').trim();
  if (!text) return required ? 'required' : null;
  return EMAIL.test(text) && text.length <= 254 ? null : 'invalidEmail';
}
