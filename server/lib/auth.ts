// Who is asking: the bearer token's user (spec 6: authenticated calls use a bearer token), or on
// the routes whose key policy allows it the owner of a WooCommerce API key (issue 18 and 30,
// docs/api-keys.md), and the request context account calls need (client IP for rate limits,
// language, origin for links).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Locale } from '../../src/core/constants.ts';
import type { Config } from '../config.ts';
import { findUsersByIds } from '../db/repositories/callers.ts';
import type { UserRow } from '../db/repositories/users.ts';
import type { Database } from '../db/client.ts';
import type { TokenClaims, TokenService } from '../services/tokens.ts';
import type { KeyCredentials, KeyHolder } from '../services/api-keys/service.ts';
import type { RequestContext } from '../services/accounts.ts';
import { ApiError } from './api-error.ts';
import { coalescePerTurn } from './coalesce.ts';
import { checkKeyPolicy } from './key-policy.ts';
import { loopbackHost } from './loopback.ts';

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Who is asking, put on every API request by `authenticate` (c.var.caller). Both parts are
 * looked up on first use and kept for the request, so a public call never costs a lookup.
 */
export interface Caller {
  /** The bearer token's claims when it is signed by us and not expired (revoked or not). */
  claims(): Promise<TokenClaims | undefined>;
  /** The token's user, or the API key's owner; rejects with the 401 of a call that needs one (see userOf). */
  user(): Promise<UserRow>;
  /** The API key this request was authenticated with (never with a bearer token). */
  readonly keyHolder: KeyHolder | undefined;
}

/** How `authenticate` reads and checks a WooCommerce API key (services/api-keys). */
export interface KeyAuthentication {
  /** The key the request presents, if any (lib/api-key-credentials.ts). */
  credentials(c: Context): KeyCredentials | undefined;
  /**
   * Whether a wrong key is refused here (WooCommerce's routes, /wc/). Elsewhere what only looks
   * like a key is an unknown parameter, ignored as WordPress ignores one; a real key is refused.
   */
  refusesWrongKeys(c: Context): boolean;
  /** Its holder, or the 401 refusing it (wrong key, secret or signature, replay). */
  identify(credentials: KeyCredentials): Promise<KeyHolder>;
  /** The 401 refusing a read-only key's write; records the key's use otherwise. */
  permit(holder: KeyHolder, method: string): Promise<void>;
}

/**
 * The holder of the key a request presents, checked in WooCommerce's order (the key, then its
 * permission), with our route's key policy between (lib/key-policy.ts): a key on a route that is
 * not the shop's is refused with 403, a read or read_write key alike.
 */
async function keyHolderOf(
  c: Context,
  keys: KeyAuthentication,
  credentials: KeyCredentials,
): Promise<KeyHolder | undefined> {
  let holder: KeyHolder;
  try {
    holder = await keys.identify(credentials);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && !keys.refusesWrongKeys(c)) return undefined;
    throw error;
  }
  checkKeyPolicy(c);
  await keys.permit(holder, c.req.method);
  return holder;
}

/** The request variables of the API app and every route module mounted in it. */
export interface AuthEnv {
  /** idempotencyKey: the call's Idempotency-Key, for a route that keeps its own answers (lib/idempotency.ts). */
  Variables: { caller: Caller; idempotencyKey?: string };
}

const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let kept: Promise<T> | undefined;
  return () => (kept ??= make());
};

/**
 * The one authentication middleware of the API: the caller of this request on the context.
 * A bearer token refuses nothing here; a call that needs a user asks userOf, and the idempotency
 * layer asks before it reads a body (lib/idempotency.ts). A WooCommerce API key (only without a
 * token) is checked here, before any route and before any body is read (keyHolderOf).
 */
export function authenticate(
  db: Database,
  tokens: TokenService,
  keys: KeyAuthentication,
): MiddlewareHandler<AuthEnv> {
  // The users asked for in one turn of the event loop are read in one query: a busy server reads
  // many callers at once (lib/coalesce.ts), a quiet one pays a setImmediate.
  const findUser = coalescePerTurn((ids: number[]) => findUsersByIds(db, ids));
  return async (c, next) => {
    const token = bearerToken(c);
    const credentials = token ? undefined : keys.credentials(c);
    const keyHolder = credentials ? await keyHolderOf(c, keys, credentials) : undefined;
    const verified = once(async () => (token ? tokens.verify(token) : undefined));
    const user = once(async (): Promise<UserRow> => {
      if (keyHolder) {
        const owner = await findUser(keyHolder.userId);
        if (!owner || owner.deletedAt)
          throw new ApiError(401, 'woocommerce_rest_invalid_id', 'Invalid resource ID.');
        // A suspension keeps the owner's keys out as it keeps their tokens out.
        if (owner.suspendedAt) throw new ApiError(401, 'hm_account_suspended', 'This account is suspended.');
        return owner;
      }
      if (!token) throw new ApiError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
      const claims = await verified();
      if (!claims) throw new ApiError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
      const row = await findUser(claims.userId);
      if (!row || row.deletedAt)
        throw new ApiError(401, 'woocommerce_rest_invalid_id', 'Invalid resource ID.');
      if (row.tokenVersion !== claims.version) {
        throw new ApiError(401, 'jwt_auth_invalid_token', 'The token is invalid or has expired.');
      }
      // A suspension revokes the tokens (token_version); this keeps any other one out too.
      if (row.suspendedAt) throw new ApiError(401, 'hm_account_suspended', 'This account is suspended.');
      return row;
    });
    c.set('caller', {
      claims: once(() => verified().catch(() => undefined)),
      user,
      keyHolder,
    });
    await next();
  };
}

function callerOf(c: Context<AuthEnv>): Caller {
  const caller = c.get('caller') as Caller | undefined;
  // A route mounted outside the API app would have no caller: a bug, never a refusal.
  if (!caller) throw new Error('authenticate() is not mounted in front of this route');
  return caller;
}

/**
 * The signed-in user; 401 without a token (rest_forbidden), with an invalid one
 * (jwt_auth_invalid_token, or what the token check says), a revoked one (jwt_auth_invalid_token)
 * or for a deleted account (woocommerce_rest_invalid_id).
 */
export function userOf(c: Context<AuthEnv>): Promise<UserRow> {
  return callerOf(c).user();
}

/** Whether the request presents who it is: a bearer token, or an API key checked on this route. */
export function presentsCredentials(c: Context<AuthEnv>): boolean {
  return bearerToken(c) !== undefined || callerOf(c).keyHolder !== undefined;
}

/** The owner of the API key this request was authenticated with; undefined without one. */
export function keyOwnerId(c: Context<AuthEnv>): number | undefined {
  return callerOf(c).keyHolder?.userId;
}

/** The id in a valid bearer token (revoked or not), without asking the database; else undefined. */
export async function signedInUserId(c: Context<AuthEnv>): Promise<number | undefined> {
  return (await callerOf(c).claims())?.userId;
}

/** The token's claims (see Caller.claims). */
export function tokenClaimsOf(c: Context<AuthEnv>): Promise<TokenClaims | undefined> {
  return callerOf(c).claims();
}

/**
 * Marks a changing route anyone may call (register, log in, password recovery, ...). Every other
 * changing call needs a signed-in user, and the idempotency layer refuses it with userOf's 401
 * before it reads the body (a 50 MB upload is not streamed and hashed for an anonymous caller).
 * Closed by default: a new public route without this mark answers 401 to keyed anonymous calls.
 */
export const publicCall: MiddlewareHandler = (_c, next) => next();

/**
 * Whether the matched route is marked publicCall, or no route matched at all (only middleware
 * and the API's catch-all, which are registered for every method: the 404 answers as before).
 */
export function isPublicCall(c: Context): boolean {
  const routes = matchedRoutes(c);
  return routes.some((route) => route.handler === publicCall) || routes.every((r) => r.method === 'ALL');
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
  if (!host) return linkOrigin(config);
  const proto = config.trustProxy
    ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
    : undefined;
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1);
  return `${scheme}://${host}`;
}

/**
 * The origin of links written outside any request (the mail sweeps): PUBLIC_URL, else the
 * default origin http://localhost:<PORT> (never a Host some client sent).
 */
export function linkOrigin(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export function requestContext(c: Context, config: Config, lang: Locale): RequestContext {
  return { ip: clientIp(c, config.trustProxy), lang, origin: requestOrigin(c, config) };
}
