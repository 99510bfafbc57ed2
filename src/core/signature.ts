/**
 * Whether a typed signature is a person's full name as they gave it: case, accents, spacing and punctuation aside
 * ("ana díaz" and "Ana  Diaz." sign for Ana Díaz). A caregiver answering for someone signs with their own name or
 * the participant's; any other name is not a signature of this lead's consent.
 */
export interface SignerName {
  firstName?: string | null;
  lastName?: string | null;
}

const comparable = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export function signatureMatches(signature: string, names: readonly SignerName[]): boolean {
  const typed = comparable(signature);
  if (!typed.includes(' ')) return false;
  return names.some((n) => !!n.firstName?.trim() && !!n.lastName?.trim() && comparable(`${n.firstName} ${n.lastName}`) === typed);
}
