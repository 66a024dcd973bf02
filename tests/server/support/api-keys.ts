// Helpers for the API key tests (issue 18): create keys through the API, and sign requests with
// OAuth 1.0a as WooCommerce's own client does (the `oauth-1.0a` library it uses, not our code).
import { createHmac, randomBytes } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import type { ApiKeyCreated, ApiKeyPermissions } from '../../../src/core/api-keys.ts';
import type { RegisteredUser } from './flows.ts';
import type { TestServer } from './test-server.ts';

export const API_KEYS = '/wp-json/hm/v1/api-keys';

export function apiKeyKit(server: TestServer) {
  return {
    /** A new key of `user` through the API; fails the test unless it answers 201. */
    async create(
      user: Pick<RegisteredUser, 'token'>,
      permissions: ApiKeyPermissions = 'read_write',
    ): Promise<ApiKeyCreated> {
      const res = await server.request<ApiKeyCreated>('POST', API_KEYS, {
        token: user.token,
        body: { description: 'Warenwirtschaft', permissions },
      });
      if (res.status !== 201) throw new Error(`create key: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
  };
}

/** HTTP Basic with the key and secret. */
export const basic = (key: Pick<ApiKeyCreated, 'consumer_key' | 'consumer_secret'>) => ({
  authorization: `Basic ${Buffer.from(`${key.consumer_key}:${key.consumer_secret}`).toString('base64')}`,
});

/**
 * The query of a request signed as WooCommerce's JavaScript client signs it: the oauth_* parameters
 * over the URL (`http://localhost/...` as app.request sees it) with its own query.
 */
export function signedQuery(
  key: Pick<ApiKeyCreated, 'consumer_key' | 'consumer_secret'>,
  method: string,
  url: string,
  opts: { algorithm?: 'HMAC-SHA1' | 'HMAC-SHA256'; timestamp?: number; nonce?: string } = {},
): Record<string, string> {
  const algorithm = opts.algorithm ?? 'HMAC-SHA256';
  const oauth = new OAuth({
    consumer: { key: key.consumer_key, secret: key.consumer_secret },
    signature_method: algorithm,
    hash_function: (base, secret) =>
      createHmac(algorithm === 'HMAC-SHA1' ? 'sha1' : 'sha256', secret)
        .update(base)
        .digest('base64'),
  });
  const params = {
    oauth_consumer_key: key.consumer_key,
    oauth_nonce: opts.nonce ?? randomBytes(16).toString('hex'),
    oauth_signature_method: algorithm,
    oauth_timestamp: opts.timestamp ?? Math.floor(Date.now() / 1000),
    oauth_version: '1.0',
  };
  // A copy: the library adds the URL's own parameters to the object it is given.
  const oauth_signature = oauth.getSignature({ url, method }, undefined, { ...params });
  return { ...params, oauth_timestamp: String(params.oauth_timestamp), oauth_signature };
}
