/** Email rule (spec §5): trimmed, a plausible address; required unless the step makes it optional. */
export type EmailError = 'required' | 'invalidEmail';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateEmail(value: string | undefined | null, required: boolean): EmailError | null {
  const text = (value ?? '').trim();
  if (!text) return required ? 'required' : null;
  return EMAIL.test(text) && text.length <= 254 ? null : 'invalidEmail';
}
