// What an API key may do on each route (issue 30, docs/api-keys.md). A key is for a seller's shop
// system: products, orders with their notes, and catalogue reads. It must never reach the account
// behind it (profile, password, payout link, realtime token, deletion, the keys themselves), so
// every route declares its policy once, beside the route (`app.get(path, keyPolicy('shop-read'),
// handler)`), and authenticate() refuses a key where the matched route does not allow it. A route
// without a declaration refuses keys; tests/server/api-key-policy.test.ts walks the router so a new
// route cannot go without one.
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { ApiError } from './api-error.ts';

/**
 * `shop-read`: a key may read here (GET, HEAD, OPTIONS), never write. `shop-write`: a key may read
 * and, if it is a `read_write` key, write. `none`: no key at all (a login's bearer token only).
 */
export type KeyPolicy = 'shop-read' | 'shop-write' | 'none';

// One marker per policy: a middleware that does nothing, recognised by identity in the matched
// routes (as publicCall is), so the check runs in authenticate(), before any body is read.
const MARKERS: Record<KeyPolicy, MiddlewareHandler> = {
  'shop-read': (_c, next) => next(),
  'shop-write': (_c, next) => next(),
  none: (_c, next) => next(),
};
const POLICY_OF = new Map<unknown, KeyPolicy>(
  Object.entries(MARKERS).map(([policy, marker]) => [marker, policy as KeyPolicy]),
);
/** From the strictest: where two matched routes disagree, the stricter one counts. */
const STRICTNESS: readonly KeyPolicy[] = ['none', 'shop-read', 'shop-write'];

/** The route's key policy, declared beside it. */
export const keyPolicy = (policy: KeyPolicy): MiddlewareHandler => MARKERS[policy];

/**
 * Where the API is mounted (server/app.ts): only its routes take a key. The PWA's own routes
 * around it (the shell's GET /*, which a request to the API matches too) are none of the API's.
 */
const API_BASE = '/wp-json/';

/** A route as Hono lists it (app.routes, matchedRoutes). */
interface RouteEntry {
  method: string;
  path: string;
  handler: unknown;
}

/**
 * The policies each API route among `routes` declares, by `METHOD path` (none when it declares
 * none). Middleware (method ALL: `use` and the API's catch-all) is no route here.
 */
export function keyPolicies(routes: readonly RouteEntry[]): Map<string, KeyPolicy[]> {
  const byRoute = new Map<string, KeyPolicy[]>();
  for (const route of routes) {
    if (route.method === 'ALL' || !route.path.startsWith(API_BASE)) continue;
    const name = `${route.method} ${route.path}`;
    const declared = byRoute.get(name) ?? [];
    const policy = POLICY_OF.get(route.handler);
    if (policy) declared.push(policy);
    byRoute.set(name, declared);
  }
  return byRoute;
}

/** The API's routes that do not declare exactly one key policy (the route walk's test). */
export function routesWithoutKeyPolicy(routes: readonly RouteEntry[]): string[] {
  return [...keyPolicies(routes)].filter(([, declared]) => declared.length !== 1).map(([name]) => name);
}

/**
 * The policy of the route this request matched; `none` for an undeclared one; undefined when no
 * route matched (the API's catch-all answers 404 as to anyone).
 */
function matchedPolicy(c: Context): KeyPolicy | undefined {
  const declared = [...keyPolicies(matchedRoutes(c)).values()].map((policies) => policies[0] ?? 'none');
  if (declared.length === 0) return undefined;
  return STRICTNESS.find((policy) => declared.includes(policy));
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a request authenticated with an API key where its route does not allow one: 403
 * hm_api_key_not_allowed. A read key's write is refused before this, by the key's own check (401).
 */
export function checkKeyPolicy(c: Context): void {
  const policy = matchedPolicy(c);
  if (policy === undefined || policy === 'shop-write') return;
  if (policy === 'shop-read' && READS.has(c.req.method)) return;
  throw new ApiError(
    403,
    'hm_api_key_not_allowed',
    'An API key may not be used for this call: it acts only on products, orders and the catalogue.',
  );
}
