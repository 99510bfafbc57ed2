/**
 * The client a limit counts: an IPv4 address, or an IPv6 address's /64 network. One host is handed a whole /64 (a
 * home router, a phone, a cloud machine), so a count per IPv6 address gave a script billions of clients: seven
 * addresses of one /64 booked seven appointments where the limit is five an hour per client.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, each as a number; null for text that is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const parts = (text: string) => (text ? text.split(':') : []);
  // An embedded IPv4 (::ffff:192.0.2.1) is two groups.
  const groups = (text: string) => parts(text).flatMap((part) => {
    if (!isIPv4(part)) return [parseInt(part, 16)];
    const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
    return [(a << 8) | b, (c << 8) | d];
  });
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  return [...before, ...Array(8 - before.length - after.length).fill(0), ...after];
}

export function clientKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  // An IPv4 client reaching an IPv6 socket (::ffff:192.0.2.1) is that IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}
