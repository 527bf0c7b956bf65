import { isIPv6 } from 'node:net';

/**
 * Who counts as one client: an IPv4 address (also written IPv4-mapped, `::ffff:1.2.3.4`), or the
 * /64 network of an IPv6 address — one home or one host gets a whole /64, so counting single
 * IPv6 addresses would let one client rotate through billions of them.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail] = ip.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = groups(tail);
  // An IPv4 ending (::1.2.3.4) fills two groups; only the first four groups matter here anyway.
  const length = before.length + after.length + (after.at(-1)?.includes('.') ? 1 : 0);
  const all = tail === undefined ? before : [...before, ...Array<string>(8 - length).fill('0'), ...after];
  return `${all.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
