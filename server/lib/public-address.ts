// The server posts to URLs a user hands it (a browser's push endpoint), so each connection must go
// to the public internet, never to the server's own network (SSRF): not loopback, not a private,
// link-local, shared (CGNAT) or reserved range, in IPv4 or IPv6 (IPv4-mapped included). The check
// runs inside the connection's own DNS lookup, so the address that is checked is the address that
// is connected to: a name that answers a public address first and a private one later (DNS
// rebinding) cannot slip between a check and the connect.
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');
}

/** Whether a connection to this IP address reaches the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // ::ffff:10.0.0.1 and the NAT64 prefix carry an IPv4 address: judge that one.
    const v4 = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (v4 !== undefined) return isPublicAddress(v4);
    if (/^::ffff:/i.test(address)) return false;
    return !NOT_PUBLIC.check(address, 'ipv6');
  }
  return !NOT_PUBLIC.check(address, 'ipv4');
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
