// OAuth 1.0a one-legged signatures as WooCommerce's server checks them (class-wc-rest-
// authentication.php, check_oauth_signature): the base string is METHOD & the request URL (http,
// the home URL's host, the path) & the request's parameters but oauth_signature, sorted by name,
// each name and value RFC 3986 encoded and the whole encoded again; the key is `secret&` (no token
// secret); HMAC-SHA1 or HMAC-SHA256, base64. The official JavaScript client signs exactly this.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** WooCommerce's window for oauth_timestamp, both ways: 15 minutes. */
export const OAUTH_WINDOW_S = 15 * 60;

/** The parameters WooCommerce requires of an OAuth request, in the order it names missing ones. */
export const OAUTH_REQUIRED = [
  'oauth_consumer_key',
  'oauth_timestamp',
  'oauth_nonce',
  'oauth_signature',
  'oauth_signature_method',
] as const;

const ALGORITHMS: Record<string, 'sha1' | 'sha256'> = { 'HMAC-SHA1': 'sha1', 'HMAC-SHA256': 'sha256' };

/** PHP's rawurlencode: everything but A-Z a-z 0-9 - _ . ~ percent-encoded. */
export const rfc3986 = (s: string): string =>
  encodeURIComponent(s).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/** The OAuth parameters of an `Authorization: OAuth k="v", ...` header (WooCommerce's parse_header). */
export function oauthHeaderParams(header: string | undefined): [string, string][] {
  const trimmed = header?.trim();
  if (!trimmed?.startsWith('OAuth ')) return [];
  const out: [string, string][] = [];
  for (const m of trimmed.matchAll(/(oauth_[a-z_-]*)=(:?"([^"]*)"|([^,]*))/g)) {
    const raw = m[3] || m[4] || '';
    try {
      out.push([m[1] as string, decodeURIComponent(raw.replace(/\+/g, ' '))]);
    } catch {
      out.push([m[1] as string, raw]);
    }
  }
  return out;
}

/** The signature WooCommerce computes; undefined for a method it does not know. */
export function oauthSignature(
  method: string,
  baseUrl: string,
  params: ReadonlyMap<string, string>,
  secret: string,
): string | undefined {
  const algorithm = ALGORITHMS[params.get('oauth_signature_method') ?? ''];
  if (!algorithm) return undefined;
  const pairs = [...params]
    .filter(([name]) => name !== 'oauth_signature')
    // strcmp order: by code unit, not by locale.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => rfc3986(`${rfc3986(name)}=${rfc3986(value)}`));
  const base = `${method.toUpperCase()}&${rfc3986(baseUrl)}&${pairs.join('%26')}`;
  return createHmac(algorithm, `${secret}&`).update(base).digest('base64');
}

/**
 * Whether the request's oauth_signature is the one computed (constant time). As WooCommerce, a `+`
 * the query decoded to a space is put back, and a signature encoded once more is decoded.
 */
export function signatureMatches(provided: string, expected: string): boolean {
  let given = provided.replace(/ /g, '+');
  try {
    given = decodeURIComponent(given);
  } catch {
    // Not percent-encoded: compared as it is.
  }
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether oauth_timestamp (seconds) lies within the window around `nowS`. */
export function timestampInWindow(timestamp: string, nowS: number): number | undefined {
  if (!/^\d{1,12}$/.test(timestamp)) return undefined;
  const t = Number(timestamp);
  return t < nowS - OAUTH_WINDOW_S || t > nowS + OAUTH_WINDOW_S ? undefined : t;
}
