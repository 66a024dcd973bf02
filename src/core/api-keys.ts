// WooCommerce-style API keys (issue 18, docs/api-keys.md): a seller's tools list and publish
// phones through the same API with a consumer key and secret instead of a login. The calls, their
// shapes and the limits are defined once here for the server and the settings screen:
//   GET    /hm/v1/api-keys        -> ApiKey[] (the caller's live keys, newest first)
//   POST   /hm/v1/api-keys        ApiKeyCreateSchema -> 201 ApiKeyCreated (key and secret shown once)
//   DELETE /hm/v1/api-keys/{id}   -> {deleted: true}; another user's or a revoked key's id is 404
// All three need a bearer token: an API key never manages keys.
import * as v from 'valibot';
import { IdSchema, safeString } from './boundaries.ts';

/** `read`: GET and HEAD only; `read_write`: every call its owner may make on /wc/v3. */
export const API_KEY_PERMISSIONS = ['read', 'read_write'] as const;
export type ApiKeyPermissions = (typeof API_KEY_PERMISSIONS)[number];

/** At most this many live (not revoked) keys per user (409 hm_api_key_limit beyond). */
export const API_KEYS_MAX = 10;
/** WooCommerce's description field is 200 characters. */
export const API_KEY_DESCRIPTION = { min: 1, max: 200 } as const;
/** How many of the consumer key's last characters the list shows (as WooCommerce does). */
export const TRUNCATED_KEY_LENGTH = 7;

/** `ck_` / `cs_` and 40 hex digits, as WooCommerce writes them. */
export const CONSUMER_KEY = /^ck_[0-9a-f]{40}$/;
export const CONSUMER_SECRET = /^cs_[0-9a-f]{40}$/;

export const ApiKeyCreateSchema = v.strictObject(
  {
    description: v.pipe(
      safeString(1000),
      v.trim(),
      v.minLength(API_KEY_DESCRIPTION.min, 'must not be empty'),
      v.maxLength(API_KEY_DESCRIPTION.max, `must be at most ${API_KEY_DESCRIPTION.max} characters`),
    ),
    permissions: v.picklist(API_KEY_PERMISSIONS, 'must be read or read_write'),
  },
  'is not a field of this call',
);
export type ApiKeyCreate = v.InferOutput<typeof ApiKeyCreateSchema>;

/** A key as the list shows it: never the key or the secret, only the key's last characters. */
export const ApiKeySchema = v.object({
  id: IdSchema,
  description: v.string(),
  permissions: v.picklist(API_KEY_PERMISSIONS),
  truncated_key: v.string(),
  /** ISO 8601. */
  created_at: v.string(),
  /** ISO 8601 of the last call made with it; null before the first. */
  last_access: v.nullable(v.string()),
});
export type ApiKey = v.InferOutput<typeof ApiKeySchema>;
export const ApiKeyListSchema = v.array(ApiKeySchema);

/** The answer to a create: the key with its consumer key and secret, the only time they are shown. */
export const ApiKeyCreatedSchema = v.object({
  ...ApiKeySchema.entries,
  consumer_key: v.pipe(v.string(), v.regex(CONSUMER_KEY)),
  consumer_secret: v.pipe(v.string(), v.regex(CONSUMER_SECRET)),
});
export type ApiKeyCreated = v.InferOutput<typeof ApiKeyCreatedSchema>;

export const ApiKeyDeletedSchema = v.object({ deleted: v.literal(true) });
export type ApiKeyDeleted = v.InferOutput<typeof ApiKeyDeletedSchema>;
