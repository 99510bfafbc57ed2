import { describe, expect, it } from 'vitest';
import { formOfExpiredLink, signingFailureKey } from './signingFailure.ts';

describe('signingFailureKey', () => {
  it("names each refusal of a signature in the page's words", () => {
    expect(signingFailureKey({ status: 400, code: 'ESIGN_SIGNATURE_INVALID' })).toBe('esign.notTheName');
    expect(signingFailureKey({ status: 410, code: 'ESIGN_LINK_EXPIRED' })).toBe('esign.expired');
    expect(signingFailureKey({ status: 404, code: 'ESIGN_SESSION_NOT_FOUND' })).toBe('esign.missing');
    expect(signingFailureKey({ status: 401, code: 'ESIGN_CREDENTIAL_MISSING' })).toBe('esign.missing');
  });

  it('says the generic failure for anything else: a network error, a server error, nothing', () => {
    for (const error of [new Error('network'), { status: 500, code: 'INTERNAL_ERROR' }, null, undefined]) expect(signingFailureKey(error)).toBe('errors.generic');
  });
});

describe('formOfExpiredLink', () => {
  it("takes the form an expired link's refusal names, and nothing else", () => {
    expect(formOfExpiredLink({ status: 410, code: 'ESIGN_LINK_EXPIRED', answer: { returnPath: '/signup/ws17/indications?studyId=1001' } })).toBe('/signup/ws17/indications?studyId=1001');
    for (const error of [
      { status: 404, answer: { returnPath: '/signup/ws17/indications' } },
      { status: 410, answer: null },
      { status: 410, answer: { returnPath: 7 } },
      { status: 410, answer: { returnPath: 'https://elsewhere.example/signup/' } },
      { status: 410, answer: { returnPath: '//elsewhere.example/signup/' } },
      null, undefined, new Error('network'),
    ]) expect(formOfExpiredLink(error)).toBeNull();
  });
});
