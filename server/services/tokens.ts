// Bearer tokens (JWT, HS256 via jose). A token names the user and the user's token version;
// raising the version in the database revokes every token issued before (logout everywhere,
// password change, account deletion). The realtime token is a separate, five-minute token
// that only the realtime connection accepts.
import { randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload, type JWTVerifyOptions } from 'jose';
import type { Database } from '../db/client.ts';
import { PENDING_LOGIN_TTL_S } from '../../src/core/account-security.ts';
import { UNSUBSCRIBE_KINDS, type UnsubscribeKind } from '../../src/core/away-mail.ts';
import { storedSecret } from '../db/repositories/app-secrets.ts';
import { ApiError } from '../lib/api-error.ts';
import { VerifiedTokens } from './verified-tokens.ts';

export const TOKEN_ISSUER = 'handymarkt';
const API_AUDIENCE = 'handymarkt-api';
const REALTIME_AUDIENCE = 'handymarkt-realtime';
const DEVICE_AUDIENCE = 'handymarkt-device';
const UNSUBSCRIBE_AUDIENCE = 'handymarkt-unsubscribe';
const PENDING_LOGIN_AUDIENCE = 'handymarkt-pending-login';
/** A mail's "turn these mails off" link works this long (a mail read weeks later too). */
const UNSUBSCRIBE_TTL_S = 90 * 24 * 3600;
/** How long a device stays known after its last successful login. */
export const KNOWN_DEVICE_TTL_S = 180 * 24 * 3600;
export const REALTIME_TOKEN_TTL_S = 5 * 60;

/**
 * What every token we accept must carry. jose checks `exp` only when a token has one, so a token
 * signed with our key but without it (we never issue one) would never expire: it is required.
 */
const VERIFY: JWTVerifyOptions = {
  issuer: TOKEN_ISSUER,
  algorithms: ['HS256'],
  requiredClaims: ['exp', 'iat', 'sub'],
};

export interface TokenClaims {
  userId: number;
  version: number;
}

/** A device that logged in before: its random id and the accounts that logged in on it. */
export interface KnownDevice {
  deviceId: string;
  userIds: number[];
}

/**
 * A password login on a new device waiting for its second factor (two-factor): the user, the
 * token version (a password change in between voids it) and the device marker sent along.
 */
export interface PendingLogin extends TokenClaims {
  device: KnownDevice | undefined;
  /**
   * How the first step was done: `social` (a provider's login) still needs a passkey when the
   * account has one and its app codes were turned off in between; a password login does not.
   */
  via?: 'password' | 'social';
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  issueRealtime(claims: TokenClaims): Promise<string>;
  /** Throws 401 jwt_auth_bad_iss or jwt_auth_invalid_token. */
  verify(token: string): Promise<TokenClaims>;
  verifyRealtime(token: string): Promise<TokenClaims>;
  /** The signed "known device" marker of the login cookie; verify answers undefined for a bad one. */
  issueKnownDevice(device: KnownDevice): Promise<string>;
  verifyKnownDevice(marker: string): Promise<KnownDevice | undefined>;
  /**
   * The token of a mail's unsubscribe link: names the user and which mails it turns off (a new
   * password keeps it). An away mail's link carries no kind, as the links sent before kinds.
   */
  issueUnsubscribe(userId: number, kind?: UnsubscribeKind): Promise<string>;
  /** The user and kind the link names; throws 401 jwt_auth_invalid_token for a bad or expired one. */
  verifyUnsubscribe(token: string): Promise<{ userId: number; kind: UnsubscribeKind }>;
  /** The short-lived token of a login's second step (PENDING_LOGIN_TTL_S). */
  issuePendingLogin(pending: PendingLogin): Promise<string>;
  /** Throws 401 jwt_auth_invalid_token for a bad or expired one. */
  verifyPendingLogin(token: string): Promise<PendingLogin>;
}

/**
 * The configured secret, or the one generated on first start and kept in the database, as an
 * HS256 key imported once: given the secret's bytes, jose imports them anew for every token it
 * checks, on every authenticated call.
 */
async function signingKey(db: Database, configured: string | undefined): Promise<CryptoKey> {
  const secret = configured ?? (await storedSecret(db, 'jwt', randomBytes(48).toString('base64url')));
  const hmac = { name: 'HMAC', hash: 'SHA-256' };
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), hmac, false, ['sign', 'verify']);
}

export function tokenService(
  db: Database,
  opts: { secret: string | undefined; ttlHours: number },
): TokenService {
  let key: Promise<CryptoKey> | undefined;
  const getKey = () =>
    (key ??= signingKey(db, opts.secret).catch((e: unknown) => ((key = undefined), Promise.reject(e))));

  const sign = async (claims: TokenClaims, audience: string, ttlSeconds: number) =>
    new SignJWT({ ver: claims.version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(await getKey());

  // Every API call presents its bearer token; each is verified once (services/verified-tokens.ts).
  const verified = new VerifiedTokens();

  /** The token's claims and its whole payload, or the 401 of a bad one. */
  const check = async (token: string, audience: string): Promise<TokenClaims & { payload: JWTPayload }> => {
    try {
      const { payload } = await jwtVerify(token, await getKey(), { ...VERIFY, audience });
      const userId = Number(payload.sub);
      const version = payload.ver;
      if (!Number.isInteger(userId) || typeof version !== 'number') throw new Error('claims missing');
      return { userId, version, payload };
    } catch (error) {
      if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'iss') {
        throw new ApiError(401, 'jwt_auth_bad_iss', 'The iss do not match with this server.');
      }
      throw new ApiError(401, 'jwt_auth_invalid_token', 'The token is invalid or has expired.');
    }
  };

  return {
    issue: (claims) => sign(claims, API_AUDIENCE, opts.ttlHours * 3600),
    issueRealtime: (claims) => sign(claims, REALTIME_AUDIENCE, REALTIME_TOKEN_TTL_S),
    verify: async (token) => {
      const known = verified.claimsOf(token);
      if (known) return known;
      const { userId, version, payload } = await check(token, API_AUDIENCE);
      const claims = { userId, version };
      if (typeof payload.exp === 'number') verified.keep(token, claims, payload.exp);
      return claims;
    },
    verifyRealtime: async (token) => {
      const { userId, version } = await check(token, REALTIME_AUDIENCE);
      return { userId, version };
    },
    issueUnsubscribe: async (userId, kind = 'away_mail') =>
      new SignJWT({ ver: 0, ...(kind === 'away_mail' ? {} : { kind }) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(UNSUBSCRIBE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + UNSUBSCRIBE_TTL_S)
        .sign(await getKey()),
    verifyUnsubscribe: async (token) => {
      const { userId, payload } = await check(token, UNSUBSCRIBE_AUDIENCE);
      // Signed by us, so the kind is one we wrote; none is an away mail's (links sent before kinds).
      const kind = UNSUBSCRIBE_KINDS.find((k) => k === payload.kind) ?? 'away_mail';
      return { userId, kind };
    },
    issuePendingLogin: async ({ userId, version, device, via }) =>
      new SignJWT({
        ver: version,
        ...(device ? { did: device.deviceId, uids: device.userIds } : {}),
        ...(via === 'social' ? { via } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(PENDING_LOGIN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + PENDING_LOGIN_TTL_S)
        .sign(await getKey()),
    verifyPendingLogin: async (token) => {
      const { userId, version, payload } = await check(token, PENDING_LOGIN_AUDIENCE);
      const { did, uids } = payload;
      const device =
        typeof did === 'string' && Array.isArray(uids) && uids.every(Number.isInteger)
          ? { deviceId: did, userIds: uids as number[] }
          : undefined;
      return { userId, version, device, via: payload.via === 'social' ? 'social' : 'password' };
    },
    issueKnownDevice: async ({ deviceId, userIds }) =>
      new SignJWT({ uids: userIds })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(deviceId)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(DEVICE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + KNOWN_DEVICE_TTL_S)
        .sign(await getKey()),
    verifyKnownDevice: async (marker) => {
      try {
        const { payload } = await jwtVerify(marker, await getKey(), { ...VERIFY, audience: DEVICE_AUDIENCE });
        const uids = payload.uids;
        if (!payload.sub || !Array.isArray(uids) || !uids.every(Number.isInteger)) return undefined;
        return { deviceId: payload.sub, userIds: uids as number[] };
      } catch {
        return undefined;
      }
    },
  };
}
