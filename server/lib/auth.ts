// Who is asking: the bearer token's user (spec 6: authenticated calls use a bearer token), and
// the request context account calls need (client IP for rate limits, language, origin for links).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Locale } from '../../src/core/constants.ts';
import type { Config } from '../config.ts';
import { findUserById, type UserRow } from '../db/repositories/users.ts';
import type { Database } from '../db/client.ts';
import type { TokenService } from '../services/tokens.ts';
import type { RequestContext } from '../services/accounts.ts';
import { ApiError } from './api-error.ts';
import { loopbackHost } from './loopback.ts';

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The token's user; 401 without a token, with a revoked or invalid one, or for a deleted account. */
export async function requireUser(c: Context, db: Database, tokens: TokenService): Promise<UserRow> {
  const token = bearerToken(c);
  if (!token) throw new ApiError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
  const claims = await tokens.verify(token);
  const user = await findUserById(db, claims.userId);
  if (!user || user.deletedAt) throw new ApiError(401, 'woocommerce_rest_invalid_id', 'Invalid resource ID.');
  if (user.tokenVersion !== claims.version) {
    throw new ApiError(401, 'jwt_auth_invalid_token', 'The token is invalid or has expired.');
  }
  return user;
}

/** The id of a valid bearer token's user, without asking the database; undefined otherwise. */
export async function signedInUserId(c: Context, tokens: TokenService): Promise<number | undefined> {
  const token = bearerToken(c);
  const claims = token ? await tokens.verify(token).catch(() => undefined) : undefined;
  return claims?.userId;
}

/** The client's IP: the socket's, or X-Forwarded-For's first entry behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? 'unknown';
}

/** The address of the socket the request came in on; undefined without one (app.request in tests). */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The origin of the links we write (mails, claim links, link previews, the social login's redirect
 * URI, the payment's return address) and of the Secure flag of cookies: PUBLIC_URL when set.
 * Without it the request's host, which any client chooses (`Host: evil.example` would send a
 * recovery key to that site), is believed only when it names this machine (development): the
 * Host header, or behind a trusted proxy X-Forwarded-Host with X-Forwarded-Proto. Any other host
 * gets the default origin, http://localhost:<PORT> (README, Settings).
 */
export function requestOrigin(c: Context, config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const url = new URL(c.req.url);
  const forwardedHost = config.trustProxy
    ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  const host = loopbackHost(forwardedHost || url.host);
  if (!host) return `http://localhost:${config.port}`;
  const proto = config.trustProxy
    ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
    : undefined;
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1);
  return `${scheme}://${host}`;
}

export function requestContext(c: Context, config: Config, lang: Locale): RequestContext {
  return { ip: clientIp(c, config.trustProxy), lang, origin: requestOrigin(c, config) };
}
