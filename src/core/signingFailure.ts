/**
 * What the signing page tells a signer whose signature the server refused, as a catalogue key in the page's language:
 * the server's own messages are English and written for whoever calls the API. A name that is not the signer's asks for
 * it as given; an expired or unknown link says so, as on arrival; anything else is the generic failure.
 */
export type SigningFailureKey = 'esign.notTheName' | 'esign.expired' | 'esign.missing' | 'errors.generic';

export function signingFailureKey(error: unknown): SigningFailureKey {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ESIGN_SIGNATURE_INVALID') return 'esign.notTheName';
  if (code === 'ESIGN_LINK_EXPIRED') return 'esign.expired';
  if (code === 'ESIGN_SESSION_NOT_FOUND' || code === 'ESIGN_CREDENTIAL_MISSING') return 'esign.missing';
  return 'errors.generic';
}

/**
 * The form an expired link's refusal names (410 with its `returnPath`), to choose to sign again there: a signing page
 * opened from an SMS has no Back to it. Only a page of the site's own sign-ups; null for any other failure.
 */
export function formOfExpiredLink(error: unknown): string | null {
  const { status, answer } = (error ?? {}) as { status?: unknown; answer?: { returnPath?: unknown } | null };
  const path = status === 410 ? answer?.returnPath : null;
  return typeof path === 'string' && path.startsWith('/signup/') ? path : null;
}
