import { hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, sealingKey, unseal } from './idempotent.ts';

describe('the sealing key', () => {
  it("is HKDF-SHA256 of the caller's secret (salt 'idempotency-keys', info 'response-sealing-v1', 32 bytes), so responses sealed before still open", () => {
    for (const secret of ['', 'a', randomBytes(32).toString('hex'), 'ü'.repeat(200)]) {
      expect(sealingKey(secret).equals(Buffer.from(hkdfSync('sha256', secret, 'idempotency-keys', 'response-sealing-v1', 32))), secret).toBe(true);
    }
  });

  it('differs per secret, and a response opens only with its secret, scope and key', () => {
    expect(sealingKey('one').equals(sealingKey('two'))).toBe(false);
    const sealed = seal('secret-1', 'lead:create', 'key-1', { id: 'lead-1' });
    expect(unseal('secret-1', 'lead:create', 'key-1', sealed)).toEqual({ id: 'lead-1' });
    expect(() => unseal('secret-2', 'lead:create', 'key-1', sealed)).toThrow();
    expect(() => unseal('secret-1', 'lead:update', 'key-1', sealed)).toThrow();
    expect(() => unseal('secret-1', 'lead:create', 'key-2', sealed)).toThrow();
  });
});
