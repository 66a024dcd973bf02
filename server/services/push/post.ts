// How a push is posted to its push service: node's http(s) with the public-only lookup
// (server/lib/public-address.ts), so an endpoint whose name resolves into the server's own
// network is never connected to, and without following redirects (a push service answers, it does
// not send us elsewhere). The local stand-in (http://127.0.0.1 or localhost, allowed only by
// PUSH_LOCAL_ENDPOINTS) is the one exception.
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from '../../lib/public-address.ts';

export interface PushPostRequest {
  headers: Record<string, string>;
  body: Uint8Array | undefined;
  timeoutMs: number;
}

export interface PushPostAnswer {
  status: number;
  retryAfter: string | null;
}

export type PushPost = (endpoint: string, request: PushPostRequest) => Promise<PushPostAnswer>;

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The local push stand-in, when PUSH_LOCAL_ENDPOINTS allows it (checkEndpoint's same rule). */
export function isLocalStandIn(url: URL, allowLocal: boolean): boolean {
  return allowLocal && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

export function pushPoster(options: {
  allowLocal: boolean;
  /** The resolver behind the public-only lookup (tests answer names themselves). */
  resolve?: Parameters<typeof publicOnlyLookup>[0];
}): PushPost {
  const lookup = publicOnlyLookup(options.resolve);
  return (endpoint, { headers, body, timeoutMs }) =>
    new Promise((resolve, reject) => {
      const url = new URL(endpoint);
      const local = isLocalStandIn(url, options.allowLocal);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      // A literal address is connected to without a lookup: judge it here.
      if (!local && isIP(host) !== 0 && !isPublicAddress(host)) {
        reject(new PrivateAddressError(host));
        return;
      }
      const settings: RequestOptions = {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body?.byteLength ?? 0) },
        signal: AbortSignal.timeout(timeoutMs),
        ...(local ? {} : { lookup: lookup as RequestOptions['lookup'] }),
      };
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(url, settings, (res) => {
        res.resume();
        const retryAfter = res.headers['retry-after'];
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
        });
      });
      req.on('error', reject);
      req.end(body);
    });
}
