// The server posts to URLs a user hands it (a browser's push endpoint), so each connection must go
// to the public internet, never to the server's own network (SSRF). Which ranges are not public is
// ipaddr.js's table (the IANA special-purpose registries), not ours: an address passes only when
// ipaddr.js calls it plain `unicast`. IPv6 forms that carry an IPv4 address are judged by it:
// IPv4-mapped (::ffff:a.b.c.d, which node connects to over IPv4) and the well-known NAT64 prefix
// (64:ff9b::/96, translated to that IPv4) pass only when the IPv4 does; IPv4-compatible (::/96),
// 6to4 (2002::/16) and Teredo (2001::/32) are refused whatever they carry: deprecated tunnels
// that no push service lives behind, and whose relay may sit in our own network. The check runs
// inside the connection's own DNS lookup, so the address that is checked is the address that is
// connected to: a name that answers a public address first and a private one later (DNS
// rebinding) cannot slip between a check and the connect.
import ipaddr from 'ipaddr.js';
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP } from 'node:net';

const isPublicIPv4 = (address: ipaddr.IPv4): boolean => address.range() === 'unicast';

/** The IPv4 address in an IPv6 address's last 32 bits. */
const embeddedIPv4 = (address: ipaddr.IPv6): ipaddr.IPv4 => new ipaddr.IPv4(address.toByteArray().slice(12));

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  if (range === 'ipv4Mapped') return isPublicIPv4(embeddedIPv4(address));
  // The well-known NAT64 prefix only; ipaddr.js files the local-use 64:ff9b:1::/48 under the
  // same name, and that one is a network of the operator's own.
  if (range === 'rfc6052' && address.match(ipaddr.IPv6.parse('64:ff9b::'), 96)) {
    return isPublicIPv4(embeddedIPv4(address));
  }
  // ::/8 is reserved by the IETF: IPv4-compatible (::7f00:1) and the rest of it are never public,
  // though ipaddr.js calls what it does not name there `unicast`.
  if (address.match(ipaddr.IPv6.parse('::'), 8)) return false;
  return range === 'unicast';
}

/**
 * An IPv6 address with its dotted IPv4 tail written as two hex groups and without its zone:
 * ipaddr.js reads "::8.8.8.8" as IPv4-mapped, while node connects to it as IPv4-compatible.
 */
function hexOnlyIPv6(address: string): string {
  const bare = address.split('%')[0] ?? '';
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(bare);
  if (!dotted) return bare;
  const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
  return `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** Whether a connection to this IP address reaches the public internet. */
export function isPublicAddress(address: string): boolean {
  // node's parser decides what is an address: ipaddr.js also reads forms node never connects to
  // ("0x7f.1", "127.1").
  const family = isIP(address);
  if (family === 4) return isPublicIPv4(ipaddr.IPv4.parse(address));
  if (family === 6) return isPublicIPv6(ipaddr.IPv6.parse(hexOnlyIPv6(address)));
  return false;
}

export class PrivateAddressError extends Error {
  readonly code = 'ENOTPUBLIC';
  constructor(host: string) {
    super(`${host} resolves to an address outside the public internet`);
  }
}

type Resolve = (
  host: string,
  options: LookupAllOptions,
  done: (error: Error | null, all: LookupAddress[]) => void,
) => void;

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses a name unless EVERY address it resolves to is
 * public (one private answer is enough to refuse: a connection may pick any of them).
 * `resolve` is the system's resolver; tests hand in their own.
 */
export function publicOnlyLookup(resolve: Resolve = dnsLookup as Resolve) {
  return (host: string, options: { all?: boolean; family?: number | string }, done: LookupCallback): void => {
    resolve(
      host,
      { all: true, ...(typeof options.family === 'number' ? { family: options.family } : {}) },
      (error, all) => {
        if (error) return done(error, '');
        if (all.length === 0 || !all.every((a) => isPublicAddress(a.address))) {
          return done(new PrivateAddressError(host), '');
        }
        if (options.all) return done(null, all);
        const [first] = all as [LookupAddress];
        return done(null, first.address, first.family);
      },
    );
  };
}
