import { BlockList, isIP } from 'node:net';

/**
 * Whether an IP address is on the public internet. A user's own AI base URL must resolve only
 * to such addresses (unless the operator allows private ones), so checking their key cannot make
 * the server probe its own network: loopback, private, link-local, carrier-grade NAT, documentation,
 * multicast and reserved ranges, and the IPv6 forms that embed an IPv4 address, are all refused.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64: may carry a private IPv4 address
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: may carry a private IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:127.0.0.1 or ::ffff:7f00:1). */
function mappedIpv4(address: string): string | null {
  const match = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(.+)$/i.exec(address);
  if (!match?.[1]) return null;
  const tail = match[1];
  if (isIP(tail) === 4) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = mappedIpv4(bare);
    if (v4) return !NON_PUBLIC.check(v4, 'ipv4');
    return !NON_PUBLIC.check(bare, 'ipv6');
  }
  return !NON_PUBLIC.check(bare, 'ipv4');
}
