import { describe, expect, it } from 'vitest';
import { clientKey } from './clientAddress.ts';

describe('clientKey', () => {
  it('counts an IPv4 address as itself, and one reaching an IPv6 socket as the same IPv4 client', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written, and another /64 apart', () => {
    const one = ['2001:db8:1:2::1', '2001:db8:1:2::7', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d'];
    expect(new Set(one.map(clientKey))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('')).toBe('');
  });
});
