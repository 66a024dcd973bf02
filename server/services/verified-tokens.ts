// Bearer tokens this server has verified already, so that a busy client's calls skip the
// signature check (HMAC through WebCrypto: about 5 % of a chat message's server CPU under load).
// Keyed by the whole token: the same string carries the same signature and claims, so it verifies
// the same way until it expires, which each hit checks again (by Date.now(), as jose does). What
// can change meanwhile is not here: revocation (the token version) and suspension are read from
// the user's row on every call (lib/auth.ts). Only tokens signed with our key get in, so the
// bounded size is about how many clients are active at once, not a way to fill our memory.
import type { TokenClaims } from './tokens.ts';

/** Enough for the clients active at once on one instance; the oldest entry makes room. */
const CAPACITY = 10_000;

export class VerifiedTokens {
  private readonly kept = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();

  constructor(private readonly capacity = CAPACITY) {}

  /** The claims of a token verified before and not expired since; else undefined. */
  claimsOf(token: string): TokenClaims | undefined {
    const hit = this.kept.get(token);
    if (!hit) return undefined;
    // jose: a token is expired once the current second (floored) reaches its `exp`.
    if (Math.floor(Date.now() / 1000) * 1000 >= hit.expiresAtMs) {
      this.kept.delete(token);
      return undefined;
    }
    return hit.claims;
  }

  /** Keeps a token that has just been verified, until its `exp` (seconds since the epoch). */
  keep(token: string, claims: TokenClaims, exp: number): void {
    if (this.kept.size >= this.capacity) {
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    this.kept.set(token, { claims, expiresAtMs: exp * 1000 });
  }

  get size(): number {
    return this.kept.size;
  }
}
