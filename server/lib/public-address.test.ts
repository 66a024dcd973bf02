// Which addresses a user-given URL may reach (push endpoints): the public internet only.
import { describe, expect, it } from 'vitest';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from './public-address.ts';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.178.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::10.0.0.1',
    'not an address',
    '127.1',
    '0x7f.0.0.1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  // Issue 30: nine IPv6 forms that passed as public, and their neighbours.
  it.each([
    ['NAT64 to link-local (cloud metadata)', '64:ff9b::a9fe:a9fe'],
    ['NAT64 to loopback', '64:ff9b::127.0.0.1'],
    ['NAT64 local-use prefix', '64:ff9b:1::808:808'],
    ['IPv4-compatible loopback', '::7f00:1'],
    ['IPv4-compatible public address', '::8.8.8.8'],
    ['IPv4-mapped private, hex form', '::ffff:a00:1'],
    ['IPv4-translated (SIIT)', '::ffff:0:7f00:1'],
    ['6to4 of loopback', '2002:7f00:1::'],
    ['6to4 of a public address', '2002:808:808::1'],
    ['Teredo', '2001:0::5efe:7f00:1'],
    ['Teredo, short form', '2001::1'],
    ['site-local (deprecated)', 'fec0::1'],
    ['discard-only', '100::1'],
    ['documentation', '2001:db8::1'],
    ['ORCHIDv2', '2001:20::1'],
    ['benchmarking', '2001:2::1'],
    ['unique-local', 'fc00::1'],
    ['link-local', 'fe80::1'],
    ['link-local with a zone', 'fe80::1%eth0'],
    ['multicast', 'ff02::1'],
    ['segment routing', '5f00::1'],
    ['documentation (new)', '3fff::1'],
    ['IPv4 broadcast', '255.255.255.255'],
    ['IPv4 documentation', '198.51.100.7'],
    ['IPv4 benchmarking', '198.18.0.1'],
  ])('refuses %s: %s', (_form, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '142.250.185.74',
    '8.8.8.8',
    '2a00:1450:4001:82a::200a',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2606:4700:4700::1111',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('publicOnlyLookup', () => {
  const lookupWith = (addresses: string[]) =>
    publicOnlyLookup((_host, _options, done) =>
      done(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      ),
    );

  it('answers the public addresses, one or all as asked', async () => {
    const lookup = lookupWith(['142.250.185.74', '2a00:1450:4001:82a::200a']);
    const one = await new Promise((resolve) => lookup('push.example', {}, (...args) => resolve(args)));
    expect(one).toEqual([null, '142.250.185.74', 4]);
    const all = await new Promise((resolve) =>
      lookup('push.example', { all: true }, (...args) => resolve(args)),
    );
    expect(all).toEqual([
      null,
      [
        { address: '142.250.185.74', family: 4 },
        { address: '2a00:1450:4001:82a::200a', family: 6 },
      ],
    ]);
  });

  it('refuses a name with any private address among its answers', async () => {
    const lookup = lookupWith(['142.250.185.74', '10.0.0.7']);
    const [error] = await new Promise<unknown[]>((resolve) =>
      lookup('push.example', {}, (...args) => resolve(args)),
    );
    expect(error).toBeInstanceOf(PrivateAddressError);
  });
});
