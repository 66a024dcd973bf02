import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifiedTokens } from './verified-tokens.ts';

const claims = (userId: number) => ({ userId, version: 0 });

describe('VerifiedTokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the claims of a kept token until the second its exp names', () => {
    const exp = 2_000_000_000;
    vi.useFakeTimers({ toFake: ['Date'], now: (exp - 1) * 1000 + 999 });
    const tokens = new VerifiedTokens();
    tokens.keep('a.b.c', claims(7), exp);

    expect(tokens.claimsOf('a.b.c')).toEqual(claims(7));
    expect(tokens.claimsOf('a.b.d')).toBeUndefined();

    vi.setSystemTime(exp * 1000); // jose's expiry: the current second has reached exp
    expect(tokens.claimsOf('a.b.c')).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('makes room by forgetting the oldest token, never growing past its capacity', () => {
    const tokens = new VerifiedTokens(2);
    const exp = Math.floor(Date.now() / 1000) + 600;
    tokens.keep('first', claims(1), exp);
    tokens.keep('second', claims(2), exp);
    tokens.keep('third', claims(3), exp);

    expect(tokens.size).toBe(2);
    expect(tokens.claimsOf('first')).toBeUndefined();
    expect(tokens.claimsOf('second')).toEqual(claims(2));
    expect(tokens.claimsOf('third')).toEqual(claims(3));
  });
});
