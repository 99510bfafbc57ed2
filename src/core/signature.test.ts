import { describe, expect, it } from 'vitest';
import { signatureMatches } from './signature.ts';

const ana = { firstName: 'Ana María', lastName: 'Díaz' };

describe('signatureMatches', () => {
  it("takes the signer's full name whatever its case, accents, spacing and punctuation", () => {
    for (const typed of ['Ana María Díaz', 'ana maria diaz', '  ANA   MARÍA  DÍAZ. ', 'Ana-María Díaz']) expect(signatureMatches(typed, [ana]), typed).toBe(true);
  });

  it('refuses another name, part of the name, or the name in another order', () => {
    for (const typed of ['John Smith', 'Ana Díaz', 'Díaz Ana María', 'Ana María', 'AnaMaría Díaz', '']) expect(signatureMatches(typed, [ana]), typed).toBe(false);
  });

  it("takes a caregiver's own name or the participant's, and no name when none is on file", () => {
    const carer = { firstName: 'Luis', lastName: 'Díaz' };
    expect(signatureMatches('Luis Diaz', [ana, carer])).toBe(true);
    expect(signatureMatches('Ana Maria Diaz', [ana, carer])).toBe(true);
    expect(signatureMatches('Luis Diaz', [ana])).toBe(false);
    expect(signatureMatches('Ana Diaz', [{ firstName: 'Ana', lastName: null }, { firstName: '', lastName: 'Diaz' }, {}])).toBe(false);
    // A part missing is no name: what would stand in for it signs nothing either.
    expect(signatureMatches('Ana null', [{ firstName: 'Ana', lastName: null }])).toBe(false);
    expect(signatureMatches('undefined Diaz', [{ lastName: 'Diaz' }])).toBe(false);
    expect(signatureMatches(' Diaz', [{ firstName: ' ', lastName: 'Diaz' }])).toBe(false);
  });

  it('takes no single word, even where a name on file reads as one', () => {
    expect(signatureMatches('Diaz', [{ firstName: '-', lastName: 'Diaz' }])).toBe(false);
    expect(signatureMatches('- Diaz', [{ firstName: '-', lastName: 'Diaz' }])).toBe(false);
  });
});
