/** Email rule (spec §5): trimmed, a plausible address; required unless the step makes it optional. */
export type EmailError = 'required' | 'invalidEmail';

// No space, control, invisible or direction character (\p{C}) and none of the characters an address may hold only
// quoted (<>()[]\,;:"), which no one types and which an export or a mail header would take as markup.
const NOT_IN_AN_ADDRESS = '\\s@\\p{C}<>()[\\]\\\\,;:"';
// The local part may hold dots; the host's labels are what the dots part.
const EMAIL = new RegExp(`^[^${NOT_IN_AN_ADDRESS}]+@[^${NOT_IN_AN_ADDRESS}.]+(\\.[^${NOT_IN_AN_ADDRESS}.]+)+$`, 'u');

export function validateEmail(value: string | undefined | null, required: boolean): EmailError | null {
  const text = (value ?? '').trim();
  if (!text) return required ? 'required' : null;
  return EMAIL.test(text) && text.length <= 254 ? null : 'invalidEmail';
}
