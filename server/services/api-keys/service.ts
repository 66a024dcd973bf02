// WooCommerce-style API keys (issue 18, docs/api-keys.md): a seller creates, lists and revokes
// their own (at most API_KEYS_MAX live), and a request presenting one is checked here as
// WooCommerce's server checks it: the consumer key by its hash, the secret (HTTPS) or the OAuth
// 1.0a signature, timestamp and nonce (HTTP), then the key's permission for the method. Every
// refusal is a 401 with WooCommerce's code and message. Keys and secrets are never logged.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEYS_MAX,
  TRUNCATED_KEY_LENGTH,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyPermissions,
} from '../../../src/core/api-keys.ts';
import type { Database } from '../../db/client.ts';
import {
  findLiveApiKey,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  touchApiKey,
  spendNonce,
  type ApiKeyRow,
} from '../../db/repositories/api-keys.ts';
import { lockLiveAccount } from '../../db/repositories/product-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { accountGone } from '../product-lifecycle.ts';
import { RATE_RULES, type RateLimiter } from '../rate-limit.ts';
import type { SecretBox } from '../two-factor/secret-box.ts';
import {
  OAUTH_REQUIRED,
  OAUTH_WINDOW_S,
  oauthSignature,
  signatureMatches,
  timestampInWindow,
} from './oauth.ts';

/** What a request presents: a key and secret (HTTPS only) or an OAuth 1.0a signed request (HTTP). */
export type KeyCredentials =
  | { kind: 'secret'; consumerKey: string; consumerSecret: string }
  | {
      kind: 'oauth';
      method: string;
      /** `http://` + our host + the request's path: the URL the client signed. */
      baseUrl: string;
      /** The query's parameters and the Authorization header's oauth_* (the last value of each). */
      params: ReadonlyMap<string, string>;
      /** A name came twice with two values: refused, the route might read another value than was signed. */
      repeated: boolean;
    };

/** Who a key speaks for. */
export interface KeyHolder {
  keyId: number;
  userId: number;
  permissions: ApiKeyPermissions;
}

const authError = (message: string) => new ApiError(401, 'woocommerce_rest_authentication_error', message);

/** WooCommerce's wc_api_hash: how a consumer key is stored and looked up. */
export const consumerKeyHash = (consumerKey: string): string =>
  createHmac('sha256', 'wc-api').update(consumerKey).digest('hex');

/** WooCommerce's `ck_`/`cs_` and a SHA-1 of randomness: 40 hex digits. */
const newCredential = (prefix: 'ck_' | 'cs_') => `${prefix}${randomBytes(20).toString('hex')}`;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function apiKeyJson(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    description: row.description,
    permissions: row.permissions,
    truncated_key: row.truncatedKey,
    created_at: row.createdAt.toISOString(),
    last_access: row.lastAccess?.toISOString() ?? null,
  };
}

export function apiKeyService(deps: { db: Database; limiter: RateLimiter; box: SecretBox }) {
  const { db, limiter, box } = deps;

  /** The secret of a key, or a refusal when it cannot be opened (the signing key changed). */
  const secretOf = async (row: ApiKeyRow): Promise<string> => {
    const secret = await box.open(row.consumerSecretSealed);
    if (secret === undefined) throw authError('Consumer secret is invalid.');
    return secret;
  };

  const checkOAuth = async (credentials: Extract<KeyCredentials, { kind: 'oauth' }>): Promise<ApiKeyRow> => {
    const { params } = credentials;
    const missing = OAUTH_REQUIRED.filter((name) => !params.get(name));
    if (missing.length > 0) {
      throw new ApiError(
        401,
        'woocommerce_rest_authentication_missing_parameter',
        `Missing OAuth parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
      );
    }
    const row = await findLiveApiKey(db, consumerKeyHash(params.get('oauth_consumer_key') ?? ''));
    if (!row) throw authError('Consumer key is invalid.');
    const expected = oauthSignature(credentials.method, credentials.baseUrl, params, await secretOf(row));
    if (expected === undefined) throw authError('Invalid signature - signature method is invalid.');
    if (credentials.repeated || !signatureMatches(params.get('oauth_signature') ?? '', expected)) {
      throw authError('Invalid signature - provided signature does not match.');
    }
    const nowS = Math.floor(Date.now() / 1000);
    const timestamp = timestampInWindow(params.get('oauth_timestamp') ?? '', nowS);
    if (timestamp === undefined) throw authError('Invalid timestamp.');
    const fresh = await spendNonce(
      db,
      row.id,
      params.get('oauth_nonce') ?? '',
      timestamp,
      nowS - OAUTH_WINDOW_S,
    );
    if (!fresh) throw authError('Invalid nonce - nonce has already been used.');
    return row;
  };

  const checkSecret = async (
    credentials: Extract<KeyCredentials, { kind: 'secret' }>,
  ): Promise<ApiKeyRow> => {
    const row = await findLiveApiKey(db, consumerKeyHash(credentials.consumerKey));
    if (!row) throw authError('Consumer key is invalid.');
    if (!sameText(await secretOf(row), credentials.consumerSecret))
      throw authError('Consumer secret is invalid.');
    return row;
  };

  return {
    /** GET: the caller's live keys, newest first. */
    async list(userId: number): Promise<ApiKey[]> {
      return (await listApiKeys(db, userId)).map(apiKeyJson);
    },

    /** POST: a new key, its consumer key and secret answered this once; 409 at API_KEYS_MAX. */
    async create(userId: number, input: ApiKeyCreate): Promise<ApiKeyCreated> {
      await limiter.hit(RATE_RULES.apiKeyCreatesPerUser, String(userId));
      const consumerKey = newCredential('ck_');
      const consumerSecret = newCredential('cs_');
      const sealed = await box.seal(consumerSecret);
      const row = await inTransaction(db, async (tx) => {
        if (!(await lockLiveAccount(tx, userId))) throw accountGone();
        const written = await insertApiKey(
          tx,
          {
            userId,
            description: input.description,
            permissions: input.permissions,
            consumerKeyHash: consumerKeyHash(consumerKey),
            consumerSecretSealed: sealed,
            truncatedKey: consumerKey.slice(-TRUNCATED_KEY_LENGTH),
          },
          API_KEYS_MAX,
        );
        if (!written) {
          throw new ApiError(
            409,
            'hm_api_key_limit',
            `At most ${API_KEYS_MAX} API keys per user: revoke one first.`,
            undefined,
            { max: String(API_KEYS_MAX) },
          );
        }
        return written;
      });
      return { ...apiKeyJson(row), consumer_key: consumerKey, consumer_secret: consumerSecret };
    },

    /** DELETE: revoke the caller's own live key; any other id answers like a missing one. */
    async revoke(userId: number, id: number): Promise<{ deleted: true }> {
      if (!(await revokeApiKey(db, userId, id))) {
        throw new ApiError(404, 'hm_api_key_not_found', 'No API key with this id is yours.');
      }
      return { deleted: true };
    },

    /**
     * Who the presented key speaks for: its key and secret, or its signature, timestamp and nonce;
     * a 401 otherwise. Read from the database on every request, so a revoked key is refused at once.
     */
    async identify(credentials: KeyCredentials): Promise<KeyHolder> {
      const row =
        credentials.kind === 'oauth' ? await checkOAuth(credentials) : await checkSecret(credentials);
      return { keyId: row.id, userId: row.userId, permissions: row.permissions };
    },

    /**
     * Whether the key may use this method (a `read` key only reads: WooCommerce's 401 otherwise),
     * with its last access recorded when it may.
     */
    async permit(holder: KeyHolder, method: string): Promise<void> {
      const reads = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
      if (!reads && holder.permissions !== 'read_write') {
        throw authError('The API key provided does not have write permissions.');
      }
      await touchApiKey(db, holder.keyId);
    },
  };
}

export type ApiKeyService = ReturnType<typeof apiKeyService>;
