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
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.185.74', '8.8.8.8', '2a00:1450:4001:82a::200a', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
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
