// What a request presents as a WooCommerce API key, read as WooCommerce's server reads it
// (class-wc-rest-authentication.php): over HTTPS the consumer key and secret (the
// `consumer_key`/`consumer_secret` query, else HTTP Basic), else an OAuth 1.0a signed request
// (query or `Authorization: OAuth` header). Over plain HTTP a key and secret are not looked at:
// sent in the clear, they must not work (the request is anonymous). Read on every API route, so a
// route that is not the shop's can refuse a key (lib/key-policy.ts) rather than not see it.
import type { Context } from 'hono';
import type { Config } from '../config.ts';
import type { KeyCredentials } from '../services/api-keys/service.ts';
import { OAUTH_REQUIRED, oauthHeaderParams } from '../services/api-keys/oauth.ts';

/**
 * WooCommerce's own namespaces (wc/v3), where a wrong key is refused with its 401 as WooCommerce
 * does; elsewhere what only looks like a key is an unknown parameter (lib/auth.ts keyHolderOf).
 */
export const KEY_ROUTES = '/wp-json/wc/';

export const refusesWrongKeys = (c: Context): boolean => c.req.path.startsWith(KEY_ROUTES);

/** Whether the client's request is HTTPS: the URL's scheme, or X-Forwarded-Proto behind TRUST_PROXY. */
export function isHttps(c: Context, config: Config): boolean {
  if (config.trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (proto) return proto === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The key a request presents, or undefined when it presents none (or sent it in the clear). */
export function keyCredentials(c: Context, config: Config): KeyCredentials | undefined {
  const url = new URL(c.req.url);
  const https = isHttps(c, config);
  if (https) {
    const key = url.searchParams.get('consumer_key');
    const secret = url.searchParams.get('consumer_secret');
    if (key && secret) return { kind: 'secret', consumerKey: key, consumerSecret: secret };
    const basic = basicCredentials(c.req.header('authorization'));
    if (basic?.user && basic.password) {
      return { kind: 'secret', consumerKey: basic.user, consumerSecret: basic.password };
    }
  }
  // One value per name. PHP keeps the last of a repeated name, but a route here may read the
  // first: a name sent twice with two values could put an unsigned value in front of a signed one
  // (over plain HTTP, by anyone on the way), so such a request is marked and its signature never
  // matches. The same value twice passes: WooCommerce's own client sends its query twice.
  const params = new Map<string, string>();
  let repeated = false;
  for (const [name, value] of url.searchParams) {
    if (params.has(name) && params.get(name) !== value) repeated = true;
    params.set(name, value);
  }
  for (const [name, value] of oauthHeaderParams(c.req.header('authorization'))) params.set(name, value);
  if (!OAUTH_REQUIRED.some((name) => params.get(name))) return undefined;
  // The host the client signed: PUBLIC_URL's (WooCommerce signs its home URL), else the one the
  // request names. A Host header cannot help a forger: the signature needs the secret either way.
  const forwardedHost = config.trustProxy
    ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  const host = config.publicUrl ? new URL(config.publicUrl).host : forwardedHost || url.host;
  return {
    kind: 'oauth',
    method: c.req.method,
    baseUrl: `${https ? 'https' : 'http'}://${host}${url.pathname}`,
    params,
    repeated,
  };
}
