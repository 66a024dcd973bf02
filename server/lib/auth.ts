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

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests handed to app.request() in tests have no socket.
    return 'unknown';
  }
}

export function requestContext(c: Context, config: Config, lang: Locale): RequestContext {
  return {
    ip: clientIp(c, config.trustProxy),
    lang,
    origin: config.publicUrl ?? new URL(c.req.url).origin,
  };
}
